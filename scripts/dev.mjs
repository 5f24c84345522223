// npm run dev: the server under tsx watch and Vite with HMR (proxying /api and /rpc to the server).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// The page is on Vite's port; its proxy sends the server's own Host but the page's Origin, which the
// server accepts for sign-in and writes only when configured.
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const viteOrigins = [`http://localhost:${vitePort}`, `http://127.0.0.1:${vitePort}`];
const allowedOrigins = [process.env.ALLOWED_ORIGINS, ...viteOrigins].filter(Boolean).join(',');
const env = { ...process.env, NODE_ENV: 'development', ALLOWED_ORIGINS: allowedOrigins };
const children = [
  spawn(bin('tsx'), ['watch', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
