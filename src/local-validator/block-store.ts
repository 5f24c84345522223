import { closeSync, existsSync, fstatSync, fsyncSync, openSync, readSync, writeSync } from 'node:fs';
import { decodeBase58, encodeBase58 } from './base58';

const MAGIC = Buffer.from('SOLXBLK1', 'latin1');
const HEADER = 16;
/** blockhash (32), block time (i64), block height (u64) */
const RECORD = 48;

/** A produced block's header; its transactions are the landed records with its slot. */
export interface BlockHeader {
  readonly slot: number;
  readonly blockhash: string;
  readonly blockTime: number;
  readonly blockHeight: number;
}

interface Backing {
  read(offset: number, length: number): Buffer;
  write(offset: number, bytes: Buffer): void;
  size(): number;
  sync(): void;
  close(): void;
}

function fileBacking(path: string, fresh: boolean): Backing {
  const fd = openSync(path, existsSync(path) && !fresh ? 'r+' : 'w+');
  return {
    read(offset, length) {
      const out = Buffer.alloc(length);
      let done = 0;
      while (done < length) {
        const n = readSync(fd, out, done, length - done, offset + done);
        if (n === 0) break;
        done += n;
      }
      return out;
    },
    write(offset, bytes) {
      let done = 0;
      while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done, offset + done);
    },
    size: () => fstatSync(fd).size,
    sync: () => fsyncSync(fd),
    close: () => closeSync(fd),
  };
}

function memoryBacking(): Backing {
  let buffer = Buffer.alloc(64 * 1024);
  let length = 0;
  return {
    read(offset, size) {
      const out = Buffer.alloc(size);
      if (offset < length) buffer.copy(out, 0, offset, Math.min(length, offset + size));
      return out;
    },
    write(offset, bytes) {
      const end = offset + bytes.length;
      if (end > buffer.length) {
        const grown = Buffer.alloc(Math.max(end, buffer.length * 2));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      bytes.copy(buffer, offset);
      length = Math.max(length, end);
    },
    size: () => length,
    sync: () => undefined,
    close: () => undefined,
  };
}

/**
 * Every produced block's header, one fixed-size record per slot after a header holding the first slot
 * (0 for a chain that had it from genesis, the first slot after an upgrade otherwise). Records are read
 * from the file on demand, so a long-lived chain keeps no block in memory. A slot whose record is all
 * zeros has no block: lost in a power cut before the file reached the disk.
 */
export class BlockStore {
  /** Lowest slot that can hold a block. */
  readonly firstSlot: number;
  /** Highest slot written; firstSlot - 1 while empty. */
  lastSlot: number;

  private constructor(
    private readonly backing: Backing,
    firstSlot: number,
  ) {
    this.firstSlot = firstSlot;
    const records = Math.floor(Math.max(0, backing.size() - HEADER) / RECORD);
    this.lastSlot = firstSlot + records - 1;
  }

  /**
   * Opens (or starts, at `firstSlot`) the block file; `path` null keeps blocks in memory. `fresh` empties
   * it first: a new chain's slots must not meet an older chain's blocks.
   */
  static open(path: string | null, firstSlot: number, fresh = false): BlockStore {
    const backing = path === null ? memoryBacking() : fileBacking(path, fresh);
    if (backing.size() >= HEADER) {
      const header = backing.read(0, HEADER);
      if (!header.subarray(0, 8).equals(MAGIC))
        throw new Error(`${path} is not an embedded chain block file`);
      return new BlockStore(backing, Number(header.readBigUInt64LE(8)));
    }
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header, 0);
    header.writeBigUInt64LE(BigInt(firstSlot), 8);
    backing.write(0, header);
    return new BlockStore(backing, firstSlot);
  }

  /** The block file if one was written before. */
  static openExisting(path: string): BlockStore | null {
    return existsSync(path) ? BlockStore.open(path, 0) : null;
  }

  /** Records a slot's block as it opens; written straight to the OS, so a killed process keeps it. */
  append(block: BlockHeader): void {
    if (block.slot < this.firstSlot) return;
    const bytes = Buffer.alloc(RECORD);
    Buffer.from(decodeBase58(block.blockhash) ?? new Uint8Array(32)).copy(bytes, 0);
    bytes.writeBigInt64LE(BigInt(block.blockTime), 32);
    bytes.writeBigUInt64LE(BigInt(block.blockHeight), 40);
    this.backing.write(HEADER + (block.slot - this.firstSlot) * RECORD, bytes);
    this.lastSlot = Math.max(this.lastSlot, block.slot);
  }

  get(slot: number): BlockHeader | null {
    if (slot < this.firstSlot || slot > this.lastSlot) return null;
    return this.decode(slot, this.backing.read(HEADER + (slot - this.firstSlot) * RECORD, RECORD));
  }

  /** Slots in [from, to] that hold a block, ascending, at most `limit` of them. */
  slotsIn(from: number, to: number, limit = Number.MAX_SAFE_INTEGER): number[] {
    const start = Math.max(from, this.firstSlot);
    const end = Math.min(to, this.lastSlot);
    const out: number[] = [];
    const CHUNK = 4096;
    for (let slot = start; slot <= end && out.length < limit; slot += CHUNK) {
      const count = Math.min(CHUNK, end - slot + 1);
      const bytes = this.backing.read(HEADER + (slot - this.firstSlot) * RECORD, count * RECORD);
      for (let i = 0; i < count && out.length < limit; i++) {
        if (!isEmpty(bytes, i * RECORD)) out.push(slot + i);
      }
    }
    return out;
  }

  /** Lowest slot holding a block, or null. */
  firstBlock(): number | null {
    return this.slotsIn(this.firstSlot, this.lastSlot, 1)[0] ?? null;
  }

  /** Forces the file to disk (before a snapshot that remembers a later slot). */
  sync(): void {
    this.backing.sync();
  }

  close(): void {
    this.backing.close();
  }

  private decode(slot: number, bytes: Buffer): BlockHeader | null {
    if (bytes.length < RECORD || isEmpty(bytes, 0)) return null;
    return {
      slot,
      blockhash: encodeBase58(bytes.subarray(0, 32)),
      blockTime: Number(bytes.readBigInt64LE(32)),
      blockHeight: Number(bytes.readBigUInt64LE(40)),
    };
  }
}

function isEmpty(bytes: Buffer, offset: number): boolean {
  for (let i = offset; i < offset + 32; i++) if (bytes[i] !== 0) return false;
  return true;
}
