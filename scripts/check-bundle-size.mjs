// After `vite build`: fails when the first load is over budget, in gzip bytes. The first load is the
// entry, every chunk it imports statically (the modulepreloads in index.html), their CSS, and the home
// route's own page chunk (issue 11's accounting). The home page's further imports are reported, not
// budgeted: they load in parallel once the shell runs and are shared with the other pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;
export const HOME_ROUTE_MODULE = 'src/web/app/routes/dashboard-page.tsx';

function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** Budgeted files: the entry's static closure and the home route's own chunk and CSS. */
export function firstLoadFiles(manifest) {
  const files = staticClosure(manifest, 'index.html');
  const home = manifest[HOME_ROUTE_MODULE];
  if (!home) throw new Error(`${HOME_ROUTE_MODULE} is not in the build manifest`);
  files.add(home.file);
  for (const css of home.css ?? []) files.add(css);
  return [...files];
}

/** The home page's further static imports, beyond the budgeted files. */
export function homeRouteExtraFiles(manifest) {
  const budgeted = new Set(firstLoadFiles(manifest));
  return [...staticClosure(manifest, HOME_ROUTE_MODULE)].filter((f) => !budgeted.has(f));
}

export function firstLoadReport(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const measure = (files) =>
    files.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file))).length }));
  const sizes = measure(firstLoadFiles(manifest));
  const extra = measure(homeRouteExtraFiles(manifest));
  const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
  return { sizes, total: sum(sizes), homeExtra: sum(extra) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.argv[2] ?? 'dist/web');
  const { sizes, total, homeExtra } = firstLoadReport(distDir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(s.gzip).padStart(9)}  ${s.file}`);
  console.log(`first load ${kb(total)} gzip (budget ${kb(FIRST_LOAD_BUDGET_BYTES)})`);
  console.log(`the home page's further imports: ${kb(homeExtra)} gzip (not budgeted)`);
  if (total > FIRST_LOAD_BUDGET_BYTES) {
    console.error(
      'First-load JavaScript and CSS are over budget: lazy-load what the first screen does not need.',
    );
    process.exit(1);
  }
}
