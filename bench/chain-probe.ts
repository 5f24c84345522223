import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { startEmbeddedChain } from '@server/chain/embedded';
import { runLoad } from './chain-load';
const chain = await startEmbeddedChain({ dataDir: await mkdtemp(join(tmpdir(), 'p-')) });
const app = Fastify({ logger: false });
await app.register(websocket);
chain.registerRoutes(app);
app.post('/plain', async () => 'ok');
await app.listen({ host: '127.0.0.1', port: 0 });
const a = app.server.address();
if (a === null || typeof a === 'string') throw new Error();
const bodies = Array.from({ length: 6000 }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"getHealth"}`);
for (let r = 0; r < 3; r++) {
  const t = performance.now();
  const res = await runLoad({ url: `http://127.0.0.1:${a.port}/rpc`, bodies, concurrency: 64, noConfirm: true } as never);
  console.log('getHealth req/s', Math.round(6000 / ((performance.now() - t) / 1000)), res);
}
await chain.close(); await app.close();
