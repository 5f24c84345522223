import type { WrittenAccount } from './core';
import type { TransactionErrorJson } from './tx-errors';
import type { InnerInstructionSet, TokenBalanceEntry, TxRecord } from './types';

/** address, then lamports, owner, executable, rent epoch, data (base64); an account left empty is [address]. */
type WrittenLine = readonly [string] | readonly [string, string, string, boolean, string, string];

/** One line of the append-only transaction log (u64s as decimal strings, bytes as base64). */
interface LogLine {
  s: string;
  q: number;
  sl: number;
  t: number;
  w: string;
  v: 'legacy' | 0;
  k: readonly string[];
  lw: readonly string[];
  lr: readonly string[];
  e: TransactionErrorJson | null;
  f: string;
  pb: string[];
  po: string[];
  pt: readonly TokenBalanceEntry[];
  qt: readonly TokenBalanceEntry[];
  l: readonly string[];
  cu: string;
  ii: { index: number; instructions: { p: number; a: readonly number[]; d: string; h: number }[] }[];
  rd: { programId: string; data: string } | null;
  m: string | null;
  /** Every account the transaction wrote, as it was after: replayed over an older snapshot at start. */
  wa?: readonly WrittenLine[];
}

const b64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const unb64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export function encodeRecord(r: TxRecord, written: readonly WrittenAccount[] = []): string {
  const line: LogLine = {
    s: r.signature,
    q: r.seq,
    sl: r.slot,
    t: r.blockTime,
    w: b64(r.wire),
    v: r.version,
    k: r.accountKeys,
    lw: r.loadedWritable,
    lr: r.loadedReadonly,
    e: r.err,
    f: r.fee.toString(),
    pb: r.preBalances.map(String),
    po: r.postBalances.map(String),
    pt: r.preTokenBalances,
    qt: r.postTokenBalances,
    l: r.logs,
    cu: r.computeUnits.toString(),
    ii: r.innerInstructions.map((set) => ({
      index: set.index,
      instructions: set.instructions.map((ix) => ({
        p: ix.programIdIndex,
        a: ix.accounts,
        d: b64(ix.data),
        h: ix.stackHeight,
      })),
    })),
    rd: r.returnData ? { programId: r.returnData.programId, data: b64(r.returnData.data) } : null,
    m: r.memo,
    wa: written.map(writtenLine),
  };
  return JSON.stringify(line) + '\n';
}

function writtenLine({ address, account: a }: WrittenAccount): WrittenLine {
  return a
    ? [address, a.lamports.toString(), a.owner, a.executable, a.rentEpoch.toString(), b64(a.data)]
    : [address];
}

function readWritten(w: WrittenLine): WrittenAccount {
  return {
    address: w[0],
    account:
      w.length === 1
        ? null
        : {
            lamports: BigInt(w[1]),
            owner: w[2],
            executable: w[3],
            rentEpoch: BigInt(w[4]),
            data: unb64(w[5]),
          },
  };
}

/**
 * A log line of accounts fetched from a forked cluster (fork.ts): `q` is the seq the next transaction
 * gets, so replay puts them before it; an account the cluster did not have is written as [address].
 */
interface FetchLine {
  fx: readonly WrittenLine[];
  q: number;
}

export interface FetchedAccounts {
  readonly nextSeq: number;
  readonly accounts: readonly WrittenAccount[];
}

export function encodeFetched(nextSeq: number, accounts: readonly WrittenAccount[]): string {
  const line: FetchLine = { fx: accounts.map(writtenLine), q: nextSeq };
  return JSON.stringify(line) + '\n';
}

/** A fetched-accounts line, or null for a transaction line. */
export function decodeFetched(text: string): FetchedAccounts | null {
  if (!text.startsWith('{"fx":')) return null;
  const line = JSON.parse(text) as FetchLine;
  return { nextSeq: line.q, accounts: line.fx.map(readWritten) };
}

export interface LoggedTransaction {
  readonly record: TxRecord;
  readonly written: readonly WrittenAccount[];
}

export function decodeRecord(text: string): LoggedTransaction {
  const l = JSON.parse(text) as LogLine;
  const written: WrittenAccount[] = (l.wa ?? []).map(readWritten);
  const inner: InnerInstructionSet[] = l.ii.map((set) => ({
    index: set.index,
    instructions: set.instructions.map((ix) => ({
      programIdIndex: ix.p,
      accounts: ix.a,
      data: unb64(ix.d),
      stackHeight: ix.h,
    })),
  }));
  const record: TxRecord = {
    seq: l.q,
    signature: l.s,
    slot: l.sl,
    blockTime: l.t,
    wire: unb64(l.w),
    version: l.v,
    accountKeys: l.k,
    loadedWritable: l.lw,
    loadedReadonly: l.lr,
    err: l.e,
    fee: BigInt(l.f),
    preBalances: l.pb.map((v) => BigInt(v)),
    postBalances: l.po.map((v) => BigInt(v)),
    preTokenBalances: l.pt,
    postTokenBalances: l.qt,
    logs: l.l,
    computeUnits: BigInt(l.cu),
    innerInstructions: inner,
    returnData: l.rd ? { programId: l.rd.programId, data: unb64(l.rd.data) } : null,
    memo: l.m,
  };
  return { record, written };
}
