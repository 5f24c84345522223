/** Decoding of the Solana wire format (transactions and messages), zero-copy where possible. */

export interface CompiledInstruction {
  readonly programIdIndex: number;
  readonly accounts: Uint8Array;
  readonly data: Uint8Array;
}

export interface LookupEntry {
  readonly accountKey: Uint8Array;
  readonly writableIndexes: Uint8Array;
  readonly readonlyIndexes: Uint8Array;
}

export interface DecodedMessage {
  readonly version: 'legacy' | 0;
  readonly numRequiredSignatures: number;
  readonly numReadonlySigned: number;
  readonly numReadonlyUnsigned: number;
  readonly staticKeys: readonly Uint8Array[];
  /** Offset of the recent blockhash inside the message bytes. */
  readonly blockhashOffset: number;
  readonly recentBlockhash: Uint8Array;
  readonly instructions: readonly CompiledInstruction[];
  readonly lookups: readonly LookupEntry[];
  readonly bytes: Uint8Array;
}

export interface DecodedTransaction {
  readonly bytes: Uint8Array;
  readonly signatures: readonly Uint8Array[];
  readonly messageOffset: number;
  readonly message: DecodedMessage;
}

export class WireError extends Error {}

class Reader {
  constructor(
    readonly bytes: Uint8Array,
    public pos: number,
  ) {}

  u8(): number {
    const value = this.bytes[this.pos++];
    if (value === undefined) throw new WireError('unexpected end of data');
    return value;
  }

  shortVec(): number {
    let value = 0;
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.u8();
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new WireError('invalid compact-u16');
  }

  take(length: number): Uint8Array {
    if (this.pos + length > this.bytes.length) throw new WireError('unexpected end of data');
    const out = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return out;
  }
}

export function decodeTransaction(bytes: Uint8Array): DecodedTransaction {
  const reader = new Reader(bytes, 0);
  const count = reader.shortVec();
  const signatures: Uint8Array[] = [];
  for (let i = 0; i < count; i++) signatures.push(reader.take(64));
  const messageOffset = reader.pos;
  const message = decodeMessage(bytes.subarray(messageOffset));
  if (message.numRequiredSignatures !== count) {
    throw new WireError(`expected ${message.numRequiredSignatures} signatures, found ${count}`);
  }
  return { bytes, signatures, messageOffset, message };
}

export function decodeMessage(bytes: Uint8Array): DecodedMessage {
  const reader = new Reader(bytes, 0);
  const first = reader.u8();
  let version: 'legacy' | 0 = 'legacy';
  let numRequiredSignatures = first;
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new WireError(`unsupported transaction version ${first & 0x7f}`);
    version = 0;
    numRequiredSignatures = reader.u8();
  }
  const numReadonlySigned = reader.u8();
  const numReadonlyUnsigned = reader.u8();
  const keyCount = reader.shortVec();
  const staticKeys: Uint8Array[] = [];
  for (let i = 0; i < keyCount; i++) staticKeys.push(reader.take(32));
  const blockhashOffset = reader.pos;
  const recentBlockhash = reader.take(32);
  const instructions: CompiledInstruction[] = [];
  const ixCount = reader.shortVec();
  for (let i = 0; i < ixCount; i++) {
    const programIdIndex = reader.u8();
    const accounts = reader.take(reader.shortVec());
    const data = reader.take(reader.shortVec());
    instructions.push({ programIdIndex, accounts, data });
  }
  const lookups: LookupEntry[] = [];
  if (version === 0) {
    const lookupCount = reader.shortVec();
    for (let i = 0; i < lookupCount; i++) {
      const accountKey = reader.take(32);
      const writableIndexes = reader.take(reader.shortVec());
      const readonlyIndexes = reader.take(reader.shortVec());
      lookups.push({ accountKey, writableIndexes, readonlyIndexes });
    }
  }
  if (reader.pos !== bytes.length) throw new WireError('trailing bytes after message');
  if (numRequiredSignatures === 0 || numRequiredSignatures > keyCount)
    throw new WireError('invalid message header');
  return {
    version,
    numRequiredSignatures,
    numReadonlySigned,
    numReadonlyUnsigned,
    staticKeys,
    blockhashOffset,
    recentBlockhash,
    instructions,
    lookups,
    bytes,
  };
}

/** Writability of a static key (ignores the runtime's demotion of programs and sysvars). */
export function isStaticWritable(message: DecodedMessage, index: number): boolean {
  if (index < message.numRequiredSignatures)
    return index < message.numRequiredSignatures - message.numReadonlySigned;
  return index < message.staticKeys.length - message.numReadonlyUnsigned;
}
