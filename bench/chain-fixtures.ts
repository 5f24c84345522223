import { createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { Agent, request } from 'node:http';

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
export function signedTransfer(from: BenchKeypair, to: Uint8Array, lamports: bigint, blockhash: Uint8Array): Uint8Array {
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

/** Minimal keep-alive JSON-RPC client over node:http (what a busy backend would use). */
export class RpcClient {
  private readonly agent: Agent;
  private nextId = 0;

  constructor(
    private readonly url: string,
    maxSockets: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  post(body: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = request(
        this.url,
        { method: 'POST', agent: this.agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async call<T>(method: string, params: unknown[]): Promise<T> {
    const text = await this.post(JSON.stringify({ jsonrpc: '2.0', id: ++this.nextId, method, params }));
    const parsed = JSON.parse(text) as { result?: T; error?: { code: number; message: string } };
    if (parsed.error) throw new Error(`${method} failed: ${parsed.error.code} ${parsed.error.message}`);
    return parsed.result as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

export function sendBody(id: number, wire: Uint8Array): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"sendTransaction","params":["${Buffer.from(wire).toString('base64')}",{"encoding":"base64"}]}`;
}
