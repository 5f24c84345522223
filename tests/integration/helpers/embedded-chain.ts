import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { startEmbeddedChain } from '@server/chain/embedded';
import type { EmbeddedChain } from '@server/chain/embedded';

export interface TestChain {
  /** http://127.0.0.1:PORT/rpc */
  readonly rpcUrl: string;
  /** ws://127.0.0.1:PORT/rpc — same port and path as HTTP */
  readonly wsUrl: string;
  readonly chain: EmbeddedChain;
  readonly dataDir: string;
  close(): Promise<void>;
}

export interface TestChainOptions {
  /** Reuse a data directory (it is then left in place on close). */
  readonly dataDir?: string;
  readonly tickMs?: number;
}

/** A Fastify 5 app with @fastify/websocket and the embedded chain routes on 127.0.0.1:0. */
export async function startTestChain(options: TestChainOptions = {}): Promise<TestChain> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'solx-chain-')));
  const chain = await startEmbeddedChain({ dataDir, tickMs: options.tickMs ?? 400 });
  const app = Fastify({ logger: false });
  await app.register(websocket);
  chain.registerRoutes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const base = `127.0.0.1:${address.port}/rpc`;
  let closed = false;
  return {
    rpcUrl: `http://${base}`,
    wsUrl: `ws://${base}`,
    chain,
    dataDir,
    async close() {
      if (closed) return;
      closed = true;
      await chain.close();
      await app.close();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
