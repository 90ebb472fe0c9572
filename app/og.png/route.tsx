import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getHome } from '@/lib/cms';
import { brandColours } from '@/lib/brand-colours';

// The share image for every page, drawn at build time from the site's own fonts and colours: no network.
// A route handler rather than the opengraph-image file convention, so the static export names it og.png (hosts
// then serve it as an image) and every page can point at it explicitly.
export const dynamic = 'force-static';
const size = { width: 1200, height: 630 };

const font = (file: string) => readFile(path.join(process.cwd(), 'node_modules', '@fontsource', file));

export async function GET() {
  const [heading, body, home] = await Promise.all([
    font('fraunces/files/fraunces-latin-600-normal.woff'),
    font('atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff'),
    getHome(),
  ]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: `linear-gradient(160deg, ${brandColours.forest} 0%, ${brandColours.forestDeep} 70%)`,
        color: brandColours.onDark,
        fontFamily: 'Atkinson',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, letterSpacing: 4, color: brandColours.gold }}>
        RESIDENTIAL CARE · {home.address.county.toUpperCase()}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontFamily: 'Fraunces', fontSize: 92, color: brandColours.white, lineHeight: 1.05 }}>
          {home.name}
        </div>
        <div style={{ fontSize: 42, marginTop: 24 }}>{home.strapline}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: brandColours.gold }}>
        {home.phone.display} · {home.capacity.residents} residents · {home.capacity.gardenAcres} acres of
        gardens
      </div>
    </div>,
    {
      ...size,
      fonts: [
        { name: 'Fraunces', data: heading, weight: 600, style: 'normal' },
        { name: 'Atkinson', data: body, weight: 400, style: 'normal' },
      ],
    },
  );
}
