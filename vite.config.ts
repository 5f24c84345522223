import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const serverPort = Number(process.env.PORT ?? 5000);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': r('./src/shared'), '@web': r('./src/web'), '@server': r('./src/server') },
  },
  // The manifest feeds scripts/check-bundle-size.mjs (the first-load budget).
  build: { outDir: 'dist/web', emptyOutDir: true, chunkSizeWarningLimit: 900, manifest: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/rpc': { target: `http://127.0.0.1:${serverPort}`, ws: true },
      '/metadata': `http://127.0.0.1:${serverPort}`,
    },
  },
});
