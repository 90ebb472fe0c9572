import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { brandColours } from '@/lib/brand-colours';
import { BookingDetailsProvider } from '@/components/booking/booking-details';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { BookingPopup } from '@/components/booking/booking-popup';
import { skipLinkText } from '@/lib/content/shared';
import { previewing } from '@/lib/preview';
import { getHome } from '@/lib/cms';
import { PreviewBar } from '@/components/preview/preview-bar';
import { atkinson, atkinsonExtended, fraunces, frauncesExtended } from './fonts.generated';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHome();
  return {
    metadataBase: new URL(site.url),
    title: { default: `${home.name}: ${home.strapline}`, template: `%s | ${home.name}` },
    description: home.summary,
    applicationName: home.name,
    formatDetection: { telephone: false },
    openGraph: { type: 'website', locale: 'en_GB', siteName: home.name },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  themeColor: brandColours.forest,
  colorScheme: 'light',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The preview renders every page on request, from the CMS as it is at that moment (lib/preview.ts).
  if (previewing) await connection();
  const home = await getHome();
  return (
    <html
      lang="en-GB"
      className={[atkinson, atkinsonExtended, fraunces, frauncesExtended]
        .map((font) => font.variable)
        .join(' ')}
    >
      <head>
        {/*
          Without JavaScript, tabs cannot switch: show every panel and hide the tab buttons instead. And the Book Now
          badge, which waits for the island where CSS cannot hide it at the top of a page, shows from the start there
          (where CSS can, it still does, without a script).
        */}
        <noscript>
          <style>
            {'[data-tab-panel]{display:block!important}[data-tab-list]{display:none!important}' +
              '@supports not (timeline-scope:--site-header){[data-badge-waits]>*{visibility:visible!important}}'}
          </style>
        </noscript>
      </head>
      <body>
        <BookingDetailsProvider value={{ bookingUrl: home.bookingUrl, phone: home.phone }}>
          <a href="#main" className="skip-link">
            {skipLinkText}
          </a>
          {previewing && <PreviewBar />}
          <Header home={home} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer home={home} />
          <BookingPopup />
        </BookingDetailsProvider>
      </body>
    </html>
  );
}
