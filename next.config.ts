import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

const liveConfig: NextConfig = {
  // Every route is pre-rendered into out/ so any static host or CDN can serve it.
  output: 'export',
  // With output: 'export', a custom distDir names the export folder. scripts/make-site/index.ts exports to a staging folder
  // and swaps it into out/ only when the whole build succeeded.
  ...(process.env.SITE_EXPORT_DIR ? { distDir: process.env.SITE_EXPORT_DIR } : {}),
  // The export has no image server: the build makes every photo's sizes and formats itself (lib/cms/image-pipeline.ts).
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` opened at 127.0.0.1 otherwise refuses hot reload.
  allowedDevOrigins: ['127.0.0.1'],
  // ESM-only packages, compiled for Jest as well as for the build.
  transpilePackages: ['react-photo-album', 'yet-another-react-lightbox'],
  // The brochure's PDF library reads its own data files from beside its code at run time: loaded from node_modules,
  // not bundled.
  serverExternalPackages: ['pdfkit'],
  // Set by scripts/make-site/render.ts when a build of these very files has already passed this check.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === '1' },
};

const nextConfig: NextConfig = {
  ...liveConfig,
  // The preview's marker is the preview's alone: the live site gets a component that renders nothing, and none of
  // the marker's styles or its island reach a visitor's browser.
  turbopack: {
    resolveAlias: { '@/components/preview/preview-bar': './components/preview/no-preview-bar.tsx' },
  },
};

/**
 * The preview (scripts/preview, lib/preview.ts): the same app as a server that renders each page on request from the
 * CMS's draft, built into a folder of its own so that it never shares the live build's caches or export.
 */
const previewConfig: NextConfig = {
  ...liveConfig,
  output: undefined,
  distDir: '.next-preview',
  // Files named *.preview.tsx are the preview's alone (its error page for a draft that cannot be shown yet).
  pageExtensions: ['preview.tsx', 'tsx', 'ts'],
  // The live build and `npm run typecheck` check the same code. (Next.js writes this folder's types into
  // tsconfig.json's "include" when they are missing: they are there, and its "exclude" keeps the live checks off them.)
  typescript: { ignoreBuildErrors: true },
};

export default function config(phase: string): NextConfig {
  if (process.env.SITE_PREVIEW === '1') return previewConfig;
  // A bare `next build` would skip the build's other stages (no checked CMS, no photos in media/, no CSP, no one state
  // of the CMS for every page) and could reuse the fetch cache of an earlier build, publishing its content:
  // scripts/make-site/index.ts always says where to export.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_EXPORT_DIR) {
    throw new Error('build the site with `npm run build`, which runs `next build` as one of its stages');
  }
  return nextConfig;
}
