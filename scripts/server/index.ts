// scripts/server: `npm start` (start.ts), `npm run dev` (dev.ts) and `npm run serve` (serve.ts), with the receiver of
// the CMS's publishes and its rebuilds. What other rooms use of it: the static server that serves out/ as a static
// host would, for the gates, the engines' probe and the benchmarks.
export { createStaticServer } from './serve';
