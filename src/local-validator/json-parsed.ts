import type { AddressBook } from './address-book';
import { parseExtensions } from './token-extensions';
import { uiTokenAmount } from './token-amount';
import {
  isTokenProgram,
  readMint,
  readMultisig,
  readTokenAccount,
  tokenAccountKind,
  tokenProgramName,
  view,
} from './token-layout';

export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';

export interface ParsedAccountData {
  readonly program: string;
  readonly parsed: { readonly type: string; readonly info: Record<string, unknown> };
  readonly space: number;
}

export interface ParseContext {
  readonly book: AddressBook;
  /** Decimals of a mint, or null when it is not an initialized mint. */
  decimalsOf(mint: string): number | null;
}

/** The `jsonParsed` form for the programs we know; null means "fall back to base64" (as the real RPC does). */
export function parseAccountData(
  ctx: ParseContext,
  owner: string,
  data: Uint8Array,
): ParsedAccountData | null {
  if (isTokenProgram(owner)) return parseToken(ctx, owner, data);
  if (owner === ADDRESS_LOOKUP_TABLE_PROGRAM) return parseLookupTable(ctx.book, data);
  return null;
}

function withExtensions(
  info: Record<string, unknown>,
  ctx: ParseContext,
  data: Uint8Array,
): Record<string, unknown> {
  const extensions = parseExtensions(data, ctx.book);
  return extensions.length > 0 ? { ...info, extensions } : info;
}

function parseToken(ctx: ParseContext, owner: string, data: Uint8Array): ParsedAccountData | null {
  const { book } = ctx;
  const program = tokenProgramName(owner);
  const kind = tokenAccountKind(owner, data);
  if (kind === 'mint') {
    const mint = readMint(data);
    if (!mint) return null;
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority ? book.toText(mint.freezeAuthority) : null,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority ? book.toText(mint.mintAuthority) : null,
      supply: mint.supply.toString(),
    };
    return { program, parsed: { type: 'mint', info: withExtensions(info, ctx, data) }, space: data.length };
  }
  if (kind === 'account') {
    const account = readTokenAccount(data);
    if (!account) return null;
    const mint = book.toText(account.mint);
    const decimals = ctx.decimalsOf(mint);
    if (decimals === null) return null;
    const info: Record<string, unknown> = {
      isNative: account.isNative !== null,
      mint,
      owner: book.toText(account.owner),
      state: account.state === 2 ? 'frozen' : 'initialized',
      tokenAmount: uiTokenAmount(account.amount, decimals),
    };
    if (account.delegate) {
      info.delegate = book.toText(account.delegate);
      info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals);
    }
    if (account.isNative !== null) info.rentExemptReserve = uiTokenAmount(account.isNative, decimals);
    if (account.closeAuthority) info.closeAuthority = book.toText(account.closeAuthority);
    return {
      program,
      parsed: { type: 'account', info: withExtensions(info, ctx, data) },
      space: data.length,
    };
  }
  if (kind === 'multisig') {
    const multisig = readMultisig(data);
    if (!multisig) return null;
    const info = {
      isInitialized: true,
      numRequiredSigners: multisig.m,
      numValidSigners: multisig.n,
      signers: multisig.signers.map((s) => book.toText(s)),
    };
    return { program, parsed: { type: 'multisig', info }, space: data.length };
  }
  return null;
}

const LOOKUP_TABLE_META_SIZE = 56;

/** Addresses stored in an address lookup table account, or null if the data is not one. */
export function lookupTableAddresses(data: Uint8Array): Uint8Array[] | null {
  if (data.length < LOOKUP_TABLE_META_SIZE || view(data).getUint32(0, true) !== 1) return null;
  const out: Uint8Array[] = [];
  for (let offset = LOOKUP_TABLE_META_SIZE; offset + 32 <= data.length; offset += 32) {
    out.push(data.subarray(offset, offset + 32));
  }
  return out;
}

function parseLookupTable(book: AddressBook, data: Uint8Array): ParsedAccountData | null {
  const addresses = lookupTableAddresses(data);
  if (!addresses) return null;
  const dv = view(data);
  const info: Record<string, unknown> = {
    addresses: addresses.map((a) => book.toText(a)),
    deactivationSlot: dv.getBigUint64(4, true).toString(),
    lastExtendedSlot: dv.getBigUint64(12, true).toString(),
    lastExtendedSlotStartIndex: data[20] ?? 0,
  };
  if (data[21] === 1) info.authority = book.toText(data.subarray(22, 54));
  return { program: 'address-lookup-table', parsed: { type: 'lookupTable', info }, space: data.length };
}
