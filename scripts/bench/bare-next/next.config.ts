import type { NextConfig } from 'next';

const config: NextConfig = { output: 'export', images: { unoptimized: true } };

export default config;
