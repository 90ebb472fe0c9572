import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every route is pre-rendered into out/ so any static host or CDN can serve it.
  output: 'export',
  // The export has no image server; photos are served as their CMS sizes through srcset instead.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` opened at 127.0.0.1 otherwise refuses hot reload.
  allowedDevOrigins: ['127.0.0.1'],
};

export default nextConfig;
