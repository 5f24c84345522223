import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../src/server/lib/env';
import { startServer } from '../src/server/server';

/**
 * Child-process entry of the read-load bench: the real server (env from the parent). It serves the built
 * web app when there is one; otherwise a web root with the public files, so the static-file baseline
 * needs no build. Prints `App: <url>` once the exchange is bootstrapped, as main.ts does.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const env = loadEnv();
let webDir = path.join(repo, 'dist/web');
if (!existsSync(path.join(webDir, 'index.html'))) {
  webDir = path.join(env.dataDir, 'web');
  mkdirSync(webDir, { recursive: true });
  copyFileSync(path.join(repo, 'index.html'), path.join(webDir, 'index.html'));
  copyFileSync(path.join(repo, 'public/logo.svg'), path.join(webDir, 'logo.svg'));
}
const server = await startServer(env, { webDir });
process.stdout.write(`App: ${server.url}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
