import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { LiteSVM, TransactionMetadata } from 'litesvm';
import { getAddressDecoder, getBase58Encoder, getTransactionDecoder, lamports } from '@solana/kit';
import { startEmbeddedChain } from '@local-validator';
import type { EmbeddedChain } from '@local-validator';
import { RpcClient, generateKeypairs, sendBody, signedTransfer } from './chain-fixtures';
import type { BenchKeypair } from './chain-fixtures';
import { presignTokenLaunches } from './chain-launches';
import { runLoad } from './chain-load';

const TRANSFERS = 3000;
/** The machine is shared: each side is measured ROUNDS times and the best round counts. */
const ROUNDS = 3;
const WARMUP = 500;
const PAYERS = 200;
const CONCURRENCY = 64;
const LAUNCHES = 200;
const LAUNCH_CONCURRENCY = 16;
const TARGET_TPS = 1000;
const TARGET_RATIO = 0.15;

const addressOf = (key: BenchKeypair) => getAddressDecoder().decode(key.publicKey);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

function transfers(
  payers: readonly BenchKeypair[],
  count: number,
  offset: number,
  blockhash: Uint8Array,
): Uint8Array[] {
  return Array.from({ length: count }, (_, i) => {
    const from = payers[i % payers.length] as BenchKeypair;
    const to = payers[(i + 1) % payers.length] as BenchKeypair;
    return signedTransfer(from, to.publicKey, BigInt(offset + i + 1), blockhash);
  });
}

/** Baseline: LiteSVM's own API with pre-signed transfers, no RPC in between. */
function rawLiteSvmTps(): number {
  const svm = new LiteSVM();
  const payers = generateKeypairs(PAYERS);
  for (const payer of payers) svm.airdrop(addressOf(payer), lamports(100_000_000_000n));
  const blockhash = new Uint8Array(getBase58Encoder().encode(svm.latestBlockhash()));
  const decoder = getTransactionDecoder();
  const run = (count: number, offset: number) => {
    const txs = transfers(payers, count, offset, blockhash).map((wire) => decoder.decode(wire));
    const started = performance.now();
    let ok = 0;
    for (const tx of txs) if (svm.sendTransaction(tx) instanceof TransactionMetadata) ok++;
    if (ok !== count) throw new Error(`raw LiteSVM: only ${ok}/${count} transfers succeeded`);
    return count / ((performance.now() - started) / 1000);
  };
  run(WARMUP, 0);
  let best = 0;
  for (let round = 0; round < ROUNDS; round++)
    best = Math.max(best, run(TRANSFERS, WARMUP + round * TRANSFERS));
  return best;
}

interface Endpoint {
  readonly url: string;
  readonly chain: EmbeddedChain;
  close(): Promise<void>;
}

async function startEndpoint(): Promise<Endpoint> {
  const dataDir = await mkdtemp(join(tmpdir(), 'solx-bench-chain-'));
  const chain = await startEmbeddedChain({ dataDir });
  const app = Fastify({ logger: false });
  await app.register(websocket);
  chain.registerRoutes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return {
    url: `http://127.0.0.1:${address.port}/rpc`,
    chain,
    async close() {
      await chain.close();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function latestBlockhash(client: RpcClient): Promise<Uint8Array> {
  const { value } = await client.call<{ value: { blockhash: string } }>('getLatestBlockhash', []);
  return new Uint8Array(getBase58Encoder().encode(value.blockhash));
}

export async function chainThroughput(): Promise<boolean> {
  const raw = rawLiteSvmTps();
  console.log(
    `chain: raw LiteSVM (sendTransaction)   ${fmt(raw)} tx/s   (${TRANSFERS} pre-signed SOL transfers, best of ${ROUNDS})`,
  );

  const endpoint = await startEndpoint();
  const client = new RpcClient(endpoint.url, 4);
  try {
    const payers = generateKeypairs(PAYERS);
    for (const payer of payers) await endpoint.chain.airdrop(addressOf(payer), 100_000_000_000n);
    const blockhash = await latestBlockhash(client);
    const warmup = transfers(payers, WARMUP, 0, blockhash).map((wire, i) => sendBody(i, wire));
    await runLoad({ url: endpoint.url, bodies: warmup, concurrency: CONCURRENCY, confirm: true });
    let tps = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const bodies = transfers(payers, TRANSFERS, WARMUP + round * TRANSFERS, blockhash).map((wire, i) =>
        sendBody(i, wire),
      );
      const result = await runLoad({ url: endpoint.url, bodies, concurrency: CONCURRENCY, confirm: true });
      if (result.failed > 0)
        throw new Error(`${result.failed} transfers failed through the endpoint: ${result.firstError}`);
      tps = Math.max(tps, TRANSFERS / result.seconds);
    }
    const ratio = tps / raw;
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const health = Array.from(
      { length: TRANSFERS },
      (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"getHealth"}`,
    );
    const ceiling =
      TRANSFERS /
      (await runLoad({ url: endpoint.url, bodies: health, concurrency: CONCURRENCY, confirm: false }))
        .seconds;
    console.log(
      `chain: HTTP round trip (getHealth)     ${fmt(ceiling)} req/s   (ceiling set by HTTP on this machine, same client)`,
    );
    console.log(
      `chain: JSON-RPC endpoint (HTTP)        ${fmt(tps)} confirmed tx/s   (best of ${ROUNDS}; client in a child process, ${CONCURRENCY} in flight, statuses polled in batches of 256)`,
    );
    console.log(
      `chain: endpoint / raw LiteSVM          ${(ratio * 100).toFixed(1)}%   target >= ${TARGET_RATIO * 100}%   ${verdict(ratio >= TARGET_RATIO)}`,
    );
    console.log(
      `chain: endpoint throughput             ${fmt(tps)} tx/s   target >= ${fmt(TARGET_TPS)}   ${verdict(tps >= TARGET_TPS)}`,
    );

    const launches = await presignTokenLaunches(endpoint.url, LAUNCHES);
    const launched = await runLoad({
      url: endpoint.url,
      bodies: launches,
      concurrency: LAUNCH_CONCURRENCY,
      confirm: true,
    });
    if (launched.failed > 0)
      throw new Error(`${launched.failed} token launches failed: ${launched.firstError}`);
    console.log(
      `chain: token launches                  ${fmt(LAUNCHES / launched.seconds)} launches/s   (Token-2022 mint + metadata + ATA + mintTo, one tx each)`,
    );
    return tps >= TARGET_TPS && ratio >= TARGET_RATIO;
  } finally {
    client.close();
    await endpoint.close();
  }
}
