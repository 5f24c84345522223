import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DexToken } from '../src/shared/schemas/dex';
import { spawnServer } from '../tests/integration/helpers/child-server';
import { BENCH_SERVER_ENV } from './server-env';
import { freePort, tempDataDir } from '../tests/integration/helpers/server';
import { runHttpLoad, type LoadFigures, type LoadTarget } from './http-load';
import { getChainStatus } from '../src/shared/api/chain';
import { quoteDexRoutes } from '../src/shared/api/dex';
import type { Endpoint } from '../src/shared/api/endpoint';
import { serialiseBothWays } from './contract-serialise';

const CONCURRENCY = 10;
const SECONDS = 8;
const WARM_UP_SECONDS = 1;
const GOAL_RPS = 1000;
const GOAL_P99_MS = 20;

const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** The real server in its own process (the two cores are shared with the load generator, as in use). */
const startBenchServer = async (dataDir: string) =>
  spawnServer({
    dataDir,
    port: await freePort(),
    entry: fileURLToPath(new URL('./read-load-server.ts', import.meta.url)),
    env: { ...BENCH_SERVER_ENV, LOG_LEVEL: 'silent' },
  });

async function tokenMint(url: string, symbol: string): Promise<string> {
  const { tokens } = (await (await fetch(`${url}/api/dex/tokens`)).json()) as { tokens: DexToken[] };
  const mint = tokens.find((t) => t.symbol === symbol)?.mint;
  if (!mint) throw new Error(`no ${symbol} on the exchange`);
  return mint;
}

const measure = (url: string, target: LoadTarget, seconds = SECONDS): Promise<LoadFigures> =>
  runHttpLoad(url, target, { concurrency: CONCURRENCY, seconds });

const line = (label: string, f: LoadFigures, extra: string) =>
  `read-load: ${label.padEnd(34)} ${fmt(f.rps).padStart(6)} req/s   p50 ${fmt(f.p50Ms, 1)} ms   p99 ${fmt(f.p99Ms, 1)} ms   errors ${f.errors}${extra}`;

/** The quote and chain status answers, served from their contract vs by a hand route (Fastify's JSON.stringify). */
async function compareSerialisation(url: string, quoteBody: string): Promise<void> {
  const quote: unknown = await (
    await fetch(`${url}/api/dex/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: quoteBody,
    })
  ).json();
  const status: unknown = await (await fetch(`${url}/api/chain/status`)).json();
  const cases: [string, Endpoint, unknown][] = [
    ['POST /api/dex/quote answer', quoteDexRoutes, quote],
    ['GET /api/chain/status answer', getChainStatus, status],
  ];
  for (const [label, e, answer] of cases) {
    const { hand, contract } = await serialiseBothWays(e, answer);
    console.log(
      `read-load: ${label.padEnd(34)} from contract ${fmt(contract)} calls/s vs hand route ${fmt(hand)} calls/s: ${fmt(contract / hand, 2)}× (in process, best of alternating rounds)`,
    );
  }
}

/**
 * The read endpoints under load — pools list, quote, chain status — each against a static file served by
 * the same server in the same run. Goal: ≥ 1,000 req/s with p99 ≤ 20 ms each, and no errors.
 */
export async function readLoadBench(): Promise<boolean> {
  const dataDir = tempDataDir();
  const server = await startBenchServer(dataDir);
  const { url } = server;
  try {
    const [usdc, ray] = await Promise.all([tokenMint(url, 'USDC'), tokenMint(url, 'RAY')]);
    // Twenty different amounts in turn, as from different traders.
    const quoteBodies = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify({ inputMint: usdc, outputMint: ray, amount: String(25 + i * 125), slippage: 1 }),
    );
    const staticFile: LoadTarget = { method: 'GET', path: '/logo.svg' };
    const targets: [string, LoadTarget][] = [
      ['GET /api/dex/pools', { method: 'GET', path: '/api/dex/pools' }],
      ['POST /api/dex/quote (USDC→RAY)', { method: 'POST', path: '/api/dex/quote', bodies: quoteBodies }],
      ['GET /api/chain/status', { method: 'GET', path: '/api/chain/status' }],
    ];
    // Every path warmed (JIT, first snapshot) before anything is measured.
    for (const target of [staticFile, ...targets.map(([, t]) => t)])
      await measure(url, target, WARM_UP_SECONDS);
    const baseline = await measure(url, staticFile);
    console.log(line('static GET /logo.svg (baseline)', baseline, ''));
    let met = baseline.errors === 0;
    for (const [label, target] of targets) {
      const f = await measure(url, target);
      const ok = f.rps >= GOAL_RPS && f.p99Ms <= GOAL_P99_MS && f.errors === 0;
      met &&= ok;
      const ratio = `   ${fmt((f.rps / baseline.rps) * 100, 1)}% of baseline   ${ok ? 'goal met' : 'GOAL MISSED'}`;
      console.log(line(label, f, ratio));
      if (f.firstError) console.log(`read-load:   first error: ${f.firstError}`);
    }
    await compareSerialisation(url, quoteBodies[0] ?? '{}');
    console.log(
      `read-load: goal ≥ ${fmt(GOAL_RPS)} req/s with p99 ≤ ${GOAL_P99_MS} ms each (${CONCURRENCY} connections, ${SECONDS} s per endpoint, server in its own process)`,
    );
    return met;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
