import Fastify, { type FastifyInstance } from 'fastify';
import type { Endpoint } from '../src/shared/api/endpoint';
import { contractRoutes } from '../src/server/lib/contract-route';

const ROUNDS = 5;
const CALLS_PER_ROUND = 2_000;

/**
 * One answer served two ways in one process: a route registered by hand returning it (Fastify's
 * JSON.stringify, as before the contracts) and the contract's route in production (serialised from the
 * response schema). Alternating rounds, each side's best kept; answers are real ones from the bench server.
 */
async function servingBothWays(e: Endpoint, answer: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  app.route({ method: 'GET', url: '/hand', handler: async () => answer });
  contractRoutes(app, { NODE_ENV: 'production' })(
    { ...e, method: 'GET', path: '/api/contract', params: undefined, query: undefined, body: undefined },
    {},
    async () => answer as never,
  );
  await app.ready();
  return app;
}

async function callsPerSecond(app: FastifyInstance, url: string): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < CALLS_PER_ROUND; i++) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return CALLS_PER_ROUND / ((performance.now() - started) / 1000);
}

/** Best calls/s of the hand route and of the contract route for one real answer. */
export async function serialiseBothWays(
  e: Endpoint,
  answer: unknown,
): Promise<{ hand: number; contract: number }> {
  const app = await servingBothWays(e, answer);
  let hand = 0;
  let contract = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      hand = Math.max(hand, await callsPerSecond(app, '/hand'));
      contract = Math.max(contract, await callsPerSecond(app, '/api/contract'));
    }
  } finally {
    await app.close();
  }
  return { hand, contract };
}
