import { getAddressDecoder, type Address } from '@solana/kit';
import { sha256 } from '@noble/hashes/sha2.js';

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

/** One instruction with its accounts resolved (lookup tables included). */
export interface ResolvedInstruction {
  programAddress: string;
  accounts: readonly string[];
  data: Uint8Array;
}

const AUTHORITY_TYPES = [
  'mint',
  'freeze',
  'account owner',
  'close',
  'transfer fee config',
  'withheld withdraw',
  'mint close',
  'interest rate',
  'permanent delegate',
];
const addressAt = (data: Uint8Array, offset: number): string | null =>
  data.length >= offset + 32 ? getAddressDecoder().decode(data.subarray(offset, offset + 32)) : null;
/** SPL Token's COption<Pubkey> in instruction data: a tag byte, then the key when the tag is 1. */
const optionAt = (data: Uint8Array, offset: number): string | null =>
  data[offset] === 1 ? addressAt(data, offset + 1) : null;
/** Token-2022's OptionalNonZeroPubkey: 32 bytes, all zero for none. */
const nonZeroAt = (data: Uint8Array, offset: number): string | null => {
  const key = data.subarray(offset, offset + 32);
  return key.length === 32 && key.some((b) => b !== 0) ? addressAt(data, offset) : null;
};
const metadataDiscriminator = (name: string) =>
  sha256(new TextEncoder().encode(`spl_token_metadata_interface:${name}`)).subarray(0, 8);
const METADATA_INITIALIZE = metadataDiscriminator('initialize_account');
const METADATA_UPDATE_AUTHORITY = metadataDiscriminator('update_the_authority');
const startsWith = (data: Uint8Array, prefix: Uint8Array) =>
  data.length >= prefix.length && prefix.every((b, i) => data[i] === b);

/** The keys an instruction hands power to: [what, key] pairs (a delegate, a new authority, …). */
function grantsOf(ix: ResolvedInstruction): Array<[string, string | null]> {
  const { data, accounts } = ix;
  if (ix.programAddress === SYSTEM_PROGRAM) return [];
  if (startsWith(data, METADATA_INITIALIZE)) return [['metadata update authority', accounts[1] ?? null]];
  if (startsWith(data, METADATA_UPDATE_AUTHORITY)) return [['metadata update authority', nonZeroAt(data, 8)]];
  switch (data[0]) {
    case 0: // InitializeMint
    case 20: // InitializeMint2
      return [
        ['mint authority', addressAt(data, 2)],
        ['freeze authority', optionAt(data, 34)],
      ];
    case 4: // Approve
      return [['delegate', accounts[1] ?? null]];
    case 13: // ApproveChecked
      return [['delegate', accounts[2] ?? null]];
    case 6: // SetAuthority
      return [[`${AUTHORITY_TYPES[data[1] ?? 0] ?? `type ${String(data[1])}`} authority`, optionAt(data, 2)]];
    case 25: // InitializeMintCloseAuthority
      return [['close authority', optionAt(data, 1)]];
    case 35: // InitializePermanentDelegate
      return [['permanent delegate', addressAt(data, 1)]];
    case 39: // MetadataPointer: Initialize
      return data[1] === 0 ? [['metadata pointer authority', nonZeroAt(data, 2)]] : [];
    default:
      return [];
  }
}

/**
 * Findings for one instruction: an SPL Token / Token-2022 instruction that gives an authority or a
 * delegate to a key outside `trusted` (the wallet, the platform, keys the plan itself creates), or a
 * System Assign that hands the wallet's account, or any account to an unknown program.
 */
export function authorityFindings(
  ix: ResolvedInstruction,
  wallet: Address,
  trusted: ReadonlySet<string>,
): string[] {
  if (ix.programAddress === SYSTEM_PROGRAM) {
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    const tag = ix.data.length >= 4 ? view.getUint32(0, true) : -1;
    // Assign: owner at byte 4; AssignWithSeed: base 4, seed length 36 (u64), seed, owner.
    const seedLength = tag === 10 && ix.data.length >= 44 ? Number(view.getBigUint64(36, true)) : null;
    const owner =
      tag === 1 ? addressAt(ix.data, 4) : seedLength === null ? null : addressAt(ix.data, 44 + seedLength);
    const account = ix.accounts[0];
    if (owner === null || account === undefined) return [];
    const known = [SYSTEM_PROGRAM, TOKEN_PROGRAM, TOKEN_2022_PROGRAM].includes(owner);
    if (account === wallet) return [`assigns the wallet's account to the program ${owner}`];
    return known ? [] : [`assigns the account ${account} to the unknown program ${owner}`];
  }
  if (ix.programAddress !== TOKEN_PROGRAM && ix.programAddress !== TOKEN_2022_PROGRAM) return [];
  return grantsOf(ix)
    .filter(([, key]) => key !== null && !trusted.has(key))
    .map(
      ([what, key]) =>
        `sets the ${what} to ${String(key)}, which is neither the wallet, the platform nor a key this plan creates`,
    );
}
