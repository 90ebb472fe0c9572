// Gate: the JavaScript each route loads first (gzip sizes of the scripts its HTML references or loads after the first
// paint, the noModule polyfill left out) stays within the budgets in scripts/gates/js-budgets.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts } from '../hydrate-after-paint.mjs';

const dir = path.resolve(process.argv[2] ?? 'out');
const budgets = JSON.parse(readFileSync(new URL('./js-budgets.json', import.meta.url), 'utf8'));

const sizes = new Map();
function gzipSize(src) {
  if (!sizes.has(src)) sizes.set(src, gzipSync(readFileSync(path.join(dir, src.split('?')[0]))).length);
  return sizes.get(src);
}

let failed = 0;
console.log('route      first-load JS (gzip)   budget');
for (const [route, budgetKb] of Object.entries(budgets.routes)) {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const html = readFileSync(path.join(dir, file), 'utf8');
  const scripts = pageScripts(html);
  const kb = scripts.reduce((sum, src) => sum + gzipSize(src), 0) / 1024;
  // A page that loads nothing has lost its islands, not met its budget.
  const over = kb > budgetKb || scripts.length === 0;
  if (over) failed += 1;
  console.log(
    `${route.padEnd(10)} ${`${kb.toFixed(1)} KB`.padStart(20)}   ${`${budgetKb} KB`.padStart(7)}${over ? '  OVER' : ''}`,
  );
}
console.log(`js-budget: ${Object.keys(budgets.routes).length} routes, ${failed} over budget`);
process.exit(failed === 0 ? 0 : 1);
