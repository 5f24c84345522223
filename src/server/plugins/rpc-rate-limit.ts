import { BlockList } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../lib/env';
import { isEvmRequest } from '../lib/request-path';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export const isLoopbackIp = (ip: string) => LOOPBACK.check(ip, ip.includes(':') ? 'ipv6' : 'ipv4');

export type RpcLimitHook = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | undefined>;

/**
 * `onRequest` counts one request before its body is read (cheap to refuse); `preHandler` counts the rest of
 * a JSON-RPC batch, entry by entry, so a batch of 100 calls costs what 100 single calls do.
 */
export interface RpcLimitHooks {
  readonly onRequest: RpcLimitHook;
  readonly preHandler: RpcLimitHook;
}

const hooks = new WeakMap<FastifyInstance, RpcLimitHooks>();

/**
 * The JSON-RPC endpoints' limit per client address and minute: generous on loopback (local tools such as
 * Anchor and the SPL Token tests hammer a local validator), strict for any other address. One count per
 * client across /rpc, /evm and the test-validator listeners, which get the same hook. An exposed app
 * without TRUST_PROXY may sit behind a proxy on this machine, whose requests all come from loopback:
 * there loopback is not believed to be local and gets the strict limit too.
 */
export function rpcRateLimit(app: FastifyInstance, env: Env): RpcLimitHooks {
  const known = hooks.get(app);
  if (known) return known;
  const loopbackIsLocal = env.localOnly || env.TRUST_PROXY !== false;
  const maxFor = (request: FastifyRequest) =>
    loopbackIsLocal && isLoopbackIp(request.ip) ? env.RPC_RATE_LIMIT_LOOPBACK : env.RPC_RATE_LIMIT;
  const limiter = app.createRateLimit({
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    // Replaces the API limiter's allow list, which lets every non-API request through.
    allowList: (request) => maxFor(request) === null,
    max: (request) => maxFor(request) ?? Number.MAX_SAFE_INTEGER,
  });
  const count = async (request: FastifyRequest, reply: FastifyReply, times: number) => {
    let verdict = await limiter(request);
    for (let i = 1; i < times && (verdict.isAllowed || !verdict.isExceeded); i++)
      verdict = await limiter(request);
    if (verdict.isAllowed || !verdict.isExceeded) return undefined;
    // EIP-1474's "limit exceeded" on /evm; on Solana -32005 means "node unhealthy", so the code is 429
    // there, as the faucet's and public RPC pools' answers.
    const error = {
      code: isEvmRequest(request) ? -32005 : 429,
      message: `Too many requests: at most ${verdict.max} per minute from one address. Retry in ${verdict.ttlInSeconds} s.`,
    };
    return reply
      .code(429)
      .header('retry-after', String(verdict.ttlInSeconds))
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ jsonrpc: '2.0', error, id: null }));
  };
  const limits: RpcLimitHooks = {
    onRequest: (request, reply) => count(request, reply, 1),
    preHandler: async (request, reply) =>
      Array.isArray(request.body) && request.body.length > 1
        ? count(request, reply, request.body.length - 1)
        : undefined,
  };
  hooks.set(app, limits);
  return limits;
}
