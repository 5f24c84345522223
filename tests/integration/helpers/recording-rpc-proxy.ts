import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedCall {
  apiKey: string | null;
  methods: string[];
}

/**
 * A stand-in for Helius in front of the test server's JSON-RPC: it records each request's `api-key` and
 * JSON-RPC methods, forwards to `target`, and answers 401 (as Helius does) for keys in `rejected`.
 */
export class RecordingRpcProxy {
  readonly calls: ProxiedCall[] = [];
  readonly rejected = new Set<string>();
  target = '';
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<RecordingRpcProxy> {
    let proxy: RecordingRpcProxy | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (proxy) void proxy.handle(req.url ?? '/', Buffer.concat(chunks).toString('utf8'), res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    proxy = new RecordingRpcProxy(server, `http://127.0.0.1:${port}`);
    return proxy;
  }

  private async handle(path: string, body: string, res: ServerResponse) {
    const apiKey = new URL(path, this.url).searchParams.get('api-key');
    const parsed = JSON.parse(body) as { method: string } | Array<{ method: string }>;
    this.calls.push({ apiKey, methods: (Array.isArray(parsed) ? parsed : [parsed]).map((r) => r.method) });
    if (apiKey === null || this.rejected.has(apiKey)) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32401, message: 'invalid api key' } }));
      return;
    }
    const upstream = await fetch(this.target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    res.writeHead(upstream.status, { 'content-type': 'application/json' });
    res.end(await upstream.text());
  }

  /** Calls recorded since `from` (an index into `calls`). */
  since(from: number): ProxiedCall[] {
    return this.calls.slice(from);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
