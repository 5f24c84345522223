import {
  assertIsFullySignedTransaction,
  compileTransaction,
  compileTransactionMessage,
  fixEncoderSize,
  getAddressEncoder,
  getBase58Encoder,
  getSignersFromTransactionMessage,
  isTransactionMessageWithBlockhashLifetime,
  isTransactionMessageWithDurableNonceLifetime,
  isTransactionModifyingSigner,
  isTransactionPartialSigner,
  partiallySignTransactionWithSigners,
  type Address,
  type CompiledTransactionMessageWithLifetime,
  type LegacyCompiledTransactionMessage,
  type TransactionMessageBytes,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
import { compileWithoutLookups } from './compile-message';

type Message = Parameters<typeof compileTransaction>[0];
type Compiled = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) &
  Partial<CompiledTransactionMessageWithLifetime>;
type Lookups = NonNullable<V0CompiledTransactionMessage['addressTableLookups']>;

// Kit's message encoder turns every address's base58 text into bytes twice (a check, then the write) in
// BigInt arithmetic and builds itself anew for each transaction: most of a plan's compile time. The
// programs, a curve's vaults and the slot's blockhash recur in every trade, so their bytes are kept.
const CACHE_LIMIT = 20_000;
const addressEncoder = getAddressEncoder();
const hashEncoder = fixEncoderSize(getBase58Encoder(), 32);
const addressBytes = new Map<string, Uint8Array>();
const hashBytes = new Map<string, Uint8Array>();

function cached(cache: Map<string, Uint8Array>, text: string, encode: (t: string) => Uint8Array) {
  let bytes = cache.get(text);
  if (!bytes) {
    bytes = encode(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, bytes);
  }
  return bytes;
}
/** An address's 32 bytes, kept (the wallet's were kept when its plan was compiled): read them only. */
export const keyBytes = (text: string): Uint8Array =>
  cached(addressBytes, text, (t) => new Uint8Array(addressEncoder.encode(t as never)));
const hashOf = (text: string) => cached(hashBytes, text, (t) => new Uint8Array(hashEncoder.encode(t)));

const shortU16Size = (n: number) => (n < 0x80 ? 1 : n < 0x4000 ? 2 : 3);

class Writer {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}
  u8(n: number) {
    this.bytes[this.at++] = n;
  }
  shortU16(n: number) {
    if (!Number.isInteger(n) || n < 0 || n > 0xffff) throw new RangeError(`${n} is not a short u16`);
    let rest = n;
    for (;;) {
      const low = rest & 0x7f;
      rest >>= 7;
      if (rest === 0) return this.u8(low);
      this.u8(low | 0x80);
    }
  }
  put(part: ArrayLike<number>) {
    this.bytes.set(part, this.at);
    this.at += part.length;
  }
}

function messageSize(m: Compiled, lookups: Lookups): number {
  let size = (m.version === 'legacy' ? 0 : 1) + 3;
  size += shortU16Size(m.staticAccounts.length) + 32 * m.staticAccounts.length + 32;
  size += shortU16Size(m.instructions.length);
  for (const ix of m.instructions) {
    const accounts = ix.accountIndices?.length ?? 0;
    const data = ix.data?.length ?? 0;
    size += 1 + shortU16Size(accounts) + accounts + shortU16Size(data) + data;
  }
  if (m.version === 'legacy') return size;
  size += shortU16Size(lookups.length);
  for (const l of lookups) {
    size += 32 + shortU16Size(l.writableIndexes.length) + l.writableIndexes.length;
    size += shortU16Size(l.readonlyIndexes.length) + l.readonlyIndexes.length;
  }
  return size;
}

/** The message bytes of `compiled`, as kit's encoder writes them. */
function messageBytes(m: Compiled): Uint8Array {
  const lookups = m.version === 'legacy' ? [] : (m.addressTableLookups ?? []);
  const w = new Writer(new Uint8Array(messageSize(m, lookups)));
  if (m.version !== 'legacy') w.u8(0x80 | m.version);
  w.u8(m.header.numSignerAccounts);
  w.u8(m.header.numReadonlySignerAccounts);
  w.u8(m.header.numReadonlyNonSignerAccounts);
  w.shortU16(m.staticAccounts.length);
  for (const key of m.staticAccounts) w.put(keyBytes(key));
  // No lifetime is written as zeroes, as kit does.
  if (m.lifetimeToken !== undefined) w.put(hashOf(m.lifetimeToken));
  else w.at += 32;
  w.shortU16(m.instructions.length);
  for (const ix of m.instructions) {
    w.u8(ix.programAddressIndex);
    w.shortU16(ix.accountIndices?.length ?? 0);
    w.put(ix.accountIndices ?? []);
    w.shortU16(ix.data?.length ?? 0);
    w.put(ix.data ?? []);
  }
  if (m.version !== 'legacy') {
    w.shortU16(lookups.length);
    for (const l of lookups) {
      w.put(keyBytes(l.lookupTableAddress));
      w.shortU16(l.writableIndexes.length);
      w.put(l.writableIndexes);
      w.shortU16(l.readonlyIndexes.length);
      w.put(l.readonlyIndexes);
    }
  }
  if (w.at !== w.bytes.length) throw new Error('message size miscounted');
  return w.bytes;
}

/**
 * Kit's `compileTransaction`, the same object (message bytes, empty signatures, lifetime), with the
 * message written here for legacy and v0 messages; v1 is left to kit.
 */
export function compileTransactionFast(message: Message): ReturnType<typeof compileTransaction> {
  const compiled = compileWithoutLookups(message) ?? compileTransactionMessage(message);
  if (compiled.version !== 'legacy' && compiled.version !== 0) return compileTransaction(message);
  const m = compiled as Compiled;
  const signatures: Record<Address, null> = {};
  for (const signer of m.staticAccounts.slice(0, m.header.numSignerAccounts)) signatures[signer] = null;
  const lifetimeConstraint = isTransactionMessageWithBlockhashLifetime(message)
    ? {
        blockhash: message.lifetimeConstraint.blockhash,
        lastValidBlockHeight: message.lifetimeConstraint.lastValidBlockHeight,
      }
    : isTransactionMessageWithDurableNonceLifetime(message)
      ? {
          nonce: message.lifetimeConstraint.nonce,
          nonceAccountAddress: message.instructions[0].accounts[0].address,
        }
      : undefined;
  return Object.freeze({
    ...(lifetimeConstraint ? { lifetimeConstraint } : undefined),
    messageBytes: messageBytes(m) as unknown as TransactionMessageBytes,
    signatures: Object.freeze(signatures),
  }) as ReturnType<typeof compileTransaction>;
}

/** Kit's `partiallySignTransactionMessageWithSigners`, compiled by `compileTransactionFast`. */
export async function partiallySign(message: Message) {
  const signers = getSignersFromTransactionMessage(message).filter(
    (s) => isTransactionModifyingSigner(s) || isTransactionPartialSigner(s),
  );
  return partiallySignTransactionWithSigners(signers, compileTransactionFast(message));
}

/** Kit's `signTransactionMessageWithSigners`, compiled by `compileTransactionFast`. */
export async function signFully(message: Message) {
  const signed = await partiallySign(message);
  assertIsFullySignedTransaction(signed);
  return signed;
}
