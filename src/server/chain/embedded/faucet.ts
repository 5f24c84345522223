import { createPrivateKey, createPublicKey, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SYSTEM_PROGRAM = new Uint8Array(32);
// MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr
const MEMO_PROGRAM = new Uint8Array(
  Buffer.from('054a535a992921064d24e87160da387c7c35b5ddbc92bb81e41fa8404105448d', 'hex'),
);
const LAMPORTS_PER_SOL = 1_000_000_000n;

/** The faucet keypair; airdrops are ordinary signed system transfers so they have real history. */
export class Faucet {
  readonly publicKey: Uint8Array;
  private readonly key: KeyObject;

  constructor(readonly seed: Uint8Array) {
    this.key = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    const spki = createPublicKey(this.key).export({ format: 'der', type: 'spki' });
    this.publicKey = new Uint8Array(spki.subarray(spki.length - 32));
  }

  static generate(): Faucet {
    return new Faucet(new Uint8Array(randomBytes(32)));
  }

  /**
   * A signed legacy transfer from the faucet. `memo` makes otherwise identical airdrops (same
   * recipient, amount and blockhash) distinct transactions instead of duplicates.
   */
  transfer(to: Uint8Array, lamports: bigint, blockhash: Uint8Array, memo?: string): Uint8Array {
    const data = new Uint8Array(12);
    const dv = new DataView(data.buffer);
    dv.setUint32(0, 2, true);
    dv.setBigUint64(4, lamports, true);
    const keys =
      memo === undefined
        ? [this.publicKey, to, SYSTEM_PROGRAM]
        : [this.publicKey, to, SYSTEM_PROGRAM, MEMO_PROGRAM];
    const parts: Uint8Array[] = [Uint8Array.of(1, 0, keys.length - 2, keys.length), ...keys, blockhash];
    parts.push(Uint8Array.of(memo === undefined ? 1 : 2, 2, 2, 0, 1, data.length), data);
    if (memo !== undefined) {
      const text = Buffer.from(memo, 'utf8');
      parts.push(Uint8Array.of(3, 0, text.length), text);
    }
    const message = Buffer.concat(parts);
    const signature = sign(null, message, this.key);
    return new Uint8Array(Buffer.concat([Uint8Array.of(1), signature, message]));
  }
}

interface Grant {
  readonly at: number;
  readonly lamports: bigint;
}

/** Per-address sliding-window limit for requestAirdrop. */
export class AirdropLimiter {
  private readonly grants = new Map<string, Grant[]>();

  constructor(
    private readonly maxRequests = 5,
    private readonly maxLamports = 50n * LAMPORTS_PER_SOL,
    private readonly windowMs = 60_000,
  ) {}

  /** Returns an error message when the request is over the limit, otherwise records it. */
  take(address: string, lamports: bigint, now = Date.now()): string | null {
    if (this.grants.size > 10_000) this.prune(now);
    const recent = (this.grants.get(address) ?? []).filter((g) => now - g.at < this.windowMs);
    const total = recent.reduce((sum, g) => sum + g.lamports, 0n);
    const limits = `at most ${this.maxRequests} airdrops and ${this.maxLamports / LAMPORTS_PER_SOL} SOL per address per minute`;
    if (recent.length >= this.maxRequests || total + lamports > this.maxLamports) {
      const oldest = recent[0];
      const retry = oldest
        ? Math.ceil((this.windowMs - (now - oldest.at)) / 1000)
        : Math.ceil(this.windowMs / 1000);
      return `airdrop limit reached for ${address}: ${limits}; try again in ${retry}s`;
    }
    recent.push({ at: now, lamports });
    this.grants.set(address, recent);
    return null;
  }

  private prune(now: number): void {
    for (const [address, list] of this.grants) {
      if (list.every((g) => now - g.at >= this.windowMs)) this.grants.delete(address);
    }
  }
}
