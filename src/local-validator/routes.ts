import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { RPC_PARSE_ERROR, RpcError } from './errors';
import { errorResponse } from './responses';
import type { SubscriptionClient } from './subscriptions';

export interface RouteTarget {
  handle(body: unknown): Promise<string>;
  /** Attach a WebSocket; returns the handler for its text frames and a cleanup for when it closes. */
  connect(client: SubscriptionClient): { message(text: string): void; close(): void };
}

export interface RpcRouteOptions {
  /** Default '/rpc'; '/*' matches every path (a WebSocket-only listener that takes any URL). */
  readonly path?: string;
  /** Serve JSON-RPC over HTTP POST on the path (default true). */
  readonly http?: boolean;
}

const UNPARSEABLE = Symbol('unparseable');
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
};
const OPEN = 1;

/**
 * POST `path` = JSON-RPC over HTTP, GET `path` (upgrade) = PubSub WebSocket. Mounted on the app at
 * /rpc (same port and path for both) and on the test-validator style listeners (validator-ports.ts).
 */
export function registerRpcRoutes(
  app: FastifyInstance,
  target: RouteTarget,
  sockets: Set<WebSocket>,
  options: RpcRouteOptions = {},
): void {
  const path = options.path ?? '/rpc';
  void app.register(async (scope) => {
    if (options.http ?? true) registerHttp(scope, target, path);
    scope.route({
      method: 'GET',
      url: path,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .send({ error: 'Use POST for JSON-RPC, or open a WebSocket on this URL for subscriptions.' }),
      wsHandler: (socket: WebSocket) => attachSocket(socket, target, sockets),
    });
  });
}

function registerHttp(scope: FastifyInstance, target: RouteTarget, path: string): void {
  // Encapsulated: our own lenient JSON parsing (JSON-RPC parse errors are a 200 with code -32700).
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, UNPARSEABLE);
    }
  });

  scope.post(path, async (request, reply) => {
    const text =
      request.body === UNPARSEABLE || request.body === undefined
        ? errorResponse(null, new RpcError(RPC_PARSE_ERROR, 'Parse error'))
        : await target.handle(request.body);
    // Written straight to the socket: at thousands of requests per second Fastify's reply pipeline
    // (onSend hooks, per-request logging) is a measurable share of the cost.
    reply.hijack();
    reply.raw.writeHead(200, {
      ...CORS_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    reply.raw.end(text);
  });

  // Browser wallets call custom RPC URLs cross-origin, as they do public RPC nodes.
  scope.options(path, async (_request, reply) => reply.code(204).headers(CORS_HEADERS).send());
}

function attachSocket(socket: WebSocket, target: RouteTarget, sockets: Set<WebSocket>): void {
  sockets.add(socket);
  const client: SubscriptionClient = {
    subscriptions: new Set(),
    send: (text) => {
      if (socket.readyState === OPEN) socket.send(text);
    },
  };
  const connection = target.connect(client);
  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    connection.message(bytes.toString('utf8'));
  });
  socket.on('close', () => {
    sockets.delete(socket);
    connection.close();
  });
  socket.on('error', () => socket.terminate());
}
