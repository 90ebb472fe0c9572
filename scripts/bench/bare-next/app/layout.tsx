import type { ReactNode } from 'react';

// The floor for `npm run bench:perf`: the least an App Router page exported by our own Next.js costs, with no CSS,
// fonts, islands, images or policy of ours. The site's pages are measured against it.
export const metadata = {
  title: 'A bare Next.js page',
  description: 'The framework on its own, for comparison.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
