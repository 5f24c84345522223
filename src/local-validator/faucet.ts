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

/** requestAirdrop limits per address; `null` switches one off. Omitted fields get the strict defaults. */
export interface FaucetLimits {
  /** Largest single airdrop (default no cap beyond the per-minute SOL). */
  readonly maxLamportsPerAirdrop?: bigint | null;
  /** Airdrops per address per minute (default 5). */
  readonly airdropsPerMinute?: number | null;
  /** Lamports per address per minute (default 50 SOL). */
  readonly lamportsPerMinute?: bigint | null;
}

const WINDOW_MS = 60_000;

/** Per-address sliding-window limit for requestAirdrop, plus an optional cap on one airdrop. */
export class AirdropLimiter {
  private readonly grants = new Map<string, Grant[]>();
  private readonly maxLamports: bigint | null;
  private readonly maxRequests: number | null;
  private readonly windowLamports: bigint | null;

  constructor(limits: FaucetLimits = {}) {
    this.maxLamports = limits.maxLamportsPerAirdrop ?? null;
    this.maxRequests = limits.airdropsPerMinute === undefined ? 5 : limits.airdropsPerMinute;
    this.windowLamports =
      limits.lamportsPerMinute === undefined ? 50n * LAMPORTS_PER_SOL : limits.lamportsPerMinute;
  }

  /** Returns an error message when the request is over a limit, otherwise records it. */
  take(address: string, lamports: bigint, now = Date.now()): string | null {
    if (this.maxLamports !== null && lamports > this.maxLamports) {
      return `airdrop of ${formatSol(lamports)} SOL is over the faucet's limit of ${formatSol(this.maxLamports)} SOL per airdrop`;
    }
    if (this.maxRequests === null && this.windowLamports === null) return null;
    if (this.grants.size > 10_000) this.prune(now);
    const recent = (this.grants.get(address) ?? []).filter((g) => now - g.at < WINDOW_MS);
    const total = recent.reduce((sum, g) => sum + g.lamports, 0n);
    const overCount = this.maxRequests !== null && recent.length >= this.maxRequests;
    const overSol = this.windowLamports !== null && total + lamports > this.windowLamports;
    if (overCount || overSol) {
      const oldest = recent[0];
      const retry = oldest ? Math.ceil((WINDOW_MS - (now - oldest.at)) / 1000) : WINDOW_MS / 1000;
      return `airdrop limit reached for ${address}: ${this.describe()}; try again in ${retry}s`;
    }
    recent.push({ at: now, lamports });
    this.grants.set(address, recent);
    return null;
  }

  private describe(): string {
    const parts = [
      this.maxRequests === null ? null : `${this.maxRequests} airdrops`,
      this.windowLamports === null ? null : `${formatSol(this.windowLamports)} SOL`,
    ].filter((part) => part !== null);
    return `at most ${parts.join(' and ')} per address per minute`;
  }

  private prune(now: number): void {
    for (const [address, list] of this.grants) {
      if (list.every((g) => now - g.at >= WINDOW_MS)) this.grants.delete(address);
    }
  }
}

function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL;
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
