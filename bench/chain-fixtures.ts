import { createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { Connection } from './http-connection';

export interface BenchKeypair {
  readonly publicKey: Uint8Array;
  readonly privateKey: KeyObject;
}

export function generateKeypairs(count: number): BenchKeypair[] {
  return Array.from({ length: count }, () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
    return { publicKey: new Uint8Array(spki.subarray(spki.length - 32)), privateKey };
  });
}

/** A signed legacy system transfer, built by hand so pre-signing thousands of them takes milliseconds. */
export function signedTransfer(
  from: BenchKeypair,
  to: Uint8Array,
  lamports: bigint,
  blockhash: Uint8Array,
): Uint8Array {
  const message = new Uint8Array(150);
  message.set([1, 0, 1, 3]);
  message.set(from.publicKey, 4);
  message.set(to, 36);
  message.set(blockhash, 100);
  message.set([1, 2, 2, 0, 1, 12], 132);
  const data = new DataView(message.buffer, 138, 12);
  data.setUint32(0, 2, true);
  data.setBigUint64(4, lamports, true);
  const wire = new Uint8Array(1 + 64 + message.length);
  wire[0] = 1;
  wire.set(sign(null, message, from.privateKey), 1);
  wire.set(message, 65);
  return wire;
}

/** A lean JSON-RPC load client over raw keep-alive sockets (see `Connection`). */
export class RpcClient {
  private readonly idle: Connection[] = [];
  private readonly all: Connection[] = [];
  private readonly queue: ((connection: Connection) => void)[] = [];
  private nextId = 0;

  constructor(url: string, connections: number) {
    const parsed = new URL(url);
    for (let i = 0; i < connections; i++) {
      const connection = new Connection(parsed);
      this.all.push(connection);
      this.idle.push(connection);
    }
  }

  async post(body: string): Promise<string> {
    const connection =
      this.idle.pop() ?? (await new Promise<Connection>((resolve) => this.queue.push(resolve)));
    try {
      return await connection.post(body);
    } finally {
      const waiter = this.queue.shift();
      if (waiter) waiter(connection);
      else this.idle.push(connection);
    }
  }

  async call<T>(method: string, params: unknown[]): Promise<T> {
    const text = await this.post(JSON.stringify({ jsonrpc: '2.0', id: ++this.nextId, method, params }));
    const parsed = JSON.parse(text) as { result?: T; error?: { code: number; message: string } };
    if (parsed.error) throw new Error(`${method} failed: ${parsed.error.code} ${parsed.error.message}`);
    return parsed.result as T;
  }

  close(): void {
    for (const connection of this.all) connection.close();
  }
}

export function sendBody(id: number, wire: Uint8Array): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"sendTransaction","params":["${Buffer.from(wire).toString('base64')}",{"encoding":"base64"}]}`;
}
