import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmbeddedChain } from './embedded-chain';

export interface ValidatorPortsOptions {
  readonly host: string;
  /** The app's bound port: its /rpc WebSocket is also served on appPort + 1, where web3.js looks. */
  readonly appPort: number;
  /** JSON-RPC over HTTP at the root path, WebSocket on rpcPort + 1 (solana-test-validator's layout); null = off. */
  readonly rpcPort: number | null;
  /** Runs first on every request to these listeners (the app's rate limit); it may answer instead. */
  readonly onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Runs once the body is parsed, before the handler (the rate limit's count of a batch's entries). */
  readonly preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** 'rpc' = HTTP JSON-RPC at /, 'rpc-ws' = WebSocket on RPC port + 1, 'app-ws' = WebSocket on app port + 1. */
export type ListenerRole = 'rpc' | 'rpc-ws' | 'app-ws';

export interface ValidatorListener {
  readonly role: ListenerRole;
  readonly port: number;
  /** http://… for 'rpc', ws://… for the WebSocket listeners. */
  readonly url: string;
  /** Why it is not served (e.g. "port 8899 is in use"); null while listening. */
  readonly error: string | null;
}

export interface ValidatorPorts {
  readonly listeners: readonly ValidatorListener[];
  close(): Promise<void>;
}

interface Plan {
  readonly role: ListenerRole;
  readonly port: number;
  readonly path: string;
}

/**
 * Extra listeners so Solana tooling finds the embedded chain where it looks by default: HTTP at the
 * root of `rpcPort` (8899) with the WebSocket on the next port, and a WebSocket on the app's port + 1
 * (what `new Connection('http://host:PORT/rpc')` derives). A taken port is reported, not thrown.
 */
export async function startValidatorPorts(
  chain: EmbeddedChain,
  opts: ValidatorPortsOptions,
): Promise<ValidatorPorts> {
  const plans: Plan[] = [];
  const rpcWsPort = opts.rpcPort === null ? null : opts.rpcPort + 1;
  if (opts.rpcPort !== null && rpcWsPort !== null) {
    plans.push({ role: 'rpc', port: opts.rpcPort, path: '/' });
    plans.push({ role: 'rpc-ws', port: rpcWsPort, path: '/*' });
  }
  // When the app's port + 1 is the RPC WebSocket port, that listener already takes every path.
  if (opts.appPort + 1 !== rpcWsPort) {
    plans.push({ role: 'app-ws', port: opts.appPort + 1, path: '/*' });
  }

  const servers: FastifyInstance[] = [];
  const listeners: ValidatorListener[] = [];
  for (const plan of plans) {
    const scheme = plan.role === 'rpc' ? 'http' : 'ws';
    const url = `${scheme}://${displayHost(opts.host)}:${plan.port}${plan.role === 'app-ws' ? '/rpc' : ''}`;
    const server = await buildListener(chain, plan, opts);
    try {
      await server.listen({ host: opts.host, port: plan.port });
      servers.push(server);
      listeners.push({ role: plan.role, port: plan.port, url, error: null });
    } catch (error) {
      await server.close();
      listeners.push({ role: plan.role, port: plan.port, url, error: listenError(error, plan.port) });
    }
  }
  return {
    listeners,
    async close() {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}

async function buildListener(
  chain: EmbeddedChain,
  plan: Plan,
  hooks: Pick<ValidatorPortsOptions, 'onRequest' | 'preHandler'>,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  if (hooks.onRequest) server.addHook('onRequest', hooks.onRequest);
  if (hooks.preHandler) server.addHook('preHandler', hooks.preHandler);
  await server.register(websocket);
  if (plan.role === 'rpc') {
    // solana-test-validator answers GET /health with "ok"; scripts poll it before running tests.
    server.get('/health', async (_request, reply) => reply.type('text/plain').send('ok'));
  }
  chain.registerRoutes(server, { path: plan.path, http: plan.role === 'rpc' });
  return server;
}

function listenError(error: unknown, port: number): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE') return `port ${port} is in use`;
  if (code === 'EACCES') return `no permission to listen on port ${port}`;
  return error instanceof Error ? error.message : String(error);
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
