/** Binary layouts of SPL Token / Token-2022 accounts (base state + TLV extension area). */

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const MINT_SIZE = 82;
export const ACCOUNT_SIZE = 165;
export const MULTISIG_SIZE = 355;

export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM;
}

export function tokenProgramName(owner: string): string {
  return owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
}

export type TokenAccountKind = 'mint' | 'account' | 'multisig';

export function tokenAccountKind(owner: string, data: Uint8Array): TokenAccountKind | null {
  if (data.length === MINT_SIZE) return 'mint';
  if (data.length === ACCOUNT_SIZE) return 'account';
  if (data.length === MULTISIG_SIZE) return 'multisig';
  if (owner !== TOKEN_2022_PROGRAM || data.length <= ACCOUNT_SIZE) return null;
  if (data[ACCOUNT_SIZE] === 1) return 'mint';
  if (data[ACCOUNT_SIZE] === 2) return 'account';
  return null;
}

export interface MintState {
  readonly mintAuthority: Uint8Array | null;
  readonly supply: bigint;
  readonly decimals: number;
  readonly isInitialized: boolean;
  readonly freezeAuthority: Uint8Array | null;
}

export interface TokenAccountState {
  readonly mint: Uint8Array;
  readonly owner: Uint8Array;
  readonly amount: bigint;
  readonly delegate: Uint8Array | null;
  /** 0 uninitialized, 1 initialized, 2 frozen */
  readonly state: number;
  readonly isNative: bigint | null;
  readonly delegatedAmount: bigint;
  readonly closeAuthority: Uint8Array | null;
}

export interface MultisigState {
  readonly m: number;
  readonly n: number;
  readonly isInitialized: boolean;
  readonly signers: readonly Uint8Array[];
}

export function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

function optionalKey(data: Uint8Array, dv: DataView, offset: number): Uint8Array | null {
  return dv.getUint32(offset, true) === 1 ? data.subarray(offset + 4, offset + 36) : null;
}

export function readMint(data: Uint8Array): MintState | null {
  if (data.length < MINT_SIZE) return null;
  const dv = view(data);
  const isInitialized = data[45] === 1;
  if (!isInitialized) return null;
  return {
    mintAuthority: optionalKey(data, dv, 0),
    supply: dv.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized,
    freezeAuthority: optionalKey(data, dv, 46),
  };
}

export function readTokenAccount(data: Uint8Array): TokenAccountState | null {
  if (data.length < ACCOUNT_SIZE) return null;
  const dv = view(data);
  const state = data[108] ?? 0;
  if (state === 0) return null;
  return {
    mint: data.subarray(0, 32),
    owner: data.subarray(32, 64),
    amount: dv.getBigUint64(64, true),
    delegate: optionalKey(data, dv, 72),
    state,
    isNative: dv.getUint32(109, true) === 1 ? dv.getBigUint64(113, true) : null,
    delegatedAmount: dv.getBigUint64(121, true),
    closeAuthority: optionalKey(data, dv, 129),
  };
}

export function readMultisig(data: Uint8Array): MultisigState | null {
  if (data.length !== MULTISIG_SIZE || data[2] !== 1) return null;
  const n = data[1] ?? 0;
  const signers: Uint8Array[] = [];
  for (let i = 0; i < n && i < 11; i++) signers.push(data.subarray(3 + i * 32, 35 + i * 32));
  return { m: data[0] ?? 0, n, isInitialized: true, signers };
}

export interface TlvEntry {
  readonly type: number;
  readonly value: Uint8Array;
}

/** Token-2022 extension entries (type u16, length u16, value) after the account-type byte. */
export function tlvEntries(data: Uint8Array): TlvEntry[] {
  const entries: TlvEntry[] = [];
  if (data.length <= ACCOUNT_SIZE + 1) return entries;
  const dv = view(data);
  let offset = ACCOUNT_SIZE + 1;
  while (offset + 4 <= data.length) {
    const type = dv.getUint16(offset, true);
    const length = dv.getUint16(offset + 2, true);
    if (type === 0) break;
    const end = offset + 4 + length;
    if (end > data.length) break;
    entries.push({ type, value: data.subarray(offset + 4, end) });
    offset = end;
  }
  return entries;
}

export function isZeroKey(key: Uint8Array): boolean {
  for (let i = 0; i < key.length; i++) if (key[i] !== 0) return false;
  return true;
}
