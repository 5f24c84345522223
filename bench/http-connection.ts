import { connect } from 'node:net';
import type { Socket } from 'node:net';

export interface HttpReply {
  readonly status: number;
  readonly body: string;
}

/**
 * One keep-alive HTTP/1.1 connection with one request in flight over a raw socket; responses must carry
 * content-length. node:http's client costs several times what the server does per request, and a bench
 * must measure the server, not its client.
 */
export class Connection {
  private readonly socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve(reply: HttpReply): void; reject(error: Error): void } | null = null;
  private readonly ready: Promise<void>;

  constructor(private readonly url: URL) {
    this.socket = connect(Number(url.port), url.hostname);
    this.socket.setNoDelay(true);
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  /** POST of a JSON body to the connection's own path. */
  async post(body: string): Promise<string> {
    return (await this.request('POST', this.url.pathname, body)).body;
  }

  async request(method: 'GET' | 'POST', path: string, body?: string): Promise<HttpReply> {
    await this.ready;
    const payload = body === undefined ? null : Buffer.from(body, 'utf8');
    const head =
      `${method} ${path} HTTP/1.1\r\nHost: ${this.url.host}\r\n` +
      (payload ? `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n` : '') +
      '\r\n';
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      const bytes = Buffer.from(head, 'latin1');
      this.socket.write(payload ? Buffer.concat([bytes, payload]) : bytes);
    });
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const header = this.buffer.toString('latin1', 0, headerEnd);
    const lengthHeader = /content-length:\s*(\d+)/i.exec(header)?.[1];
    if (lengthHeader === undefined && /transfer-encoding:\s*chunked/i.test(header)) {
      this.fail(new Error('chunked responses are not supported'));
      return;
    }
    const length = Number(lengthHeader ?? 0);
    if (this.buffer.length < headerEnd + 4 + length) return;
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(header)?.[1] ?? 0);
    const body = this.buffer.toString('utf8', headerEnd + 4, headerEnd + 4 + length);
    this.buffer = this.buffer.subarray(headerEnd + 4 + length);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ status, body });
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }

  close(): void {
    this.socket.destroy();
  }
}
