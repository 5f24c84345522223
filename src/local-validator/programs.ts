import { readFileSync } from 'node:fs';
import { getAddressDecoder, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit';
import type { Address } from '@solana/kit';
import type { LiteSvm } from 'litesvm/dist/internal.js';
import { decodeBase58 } from './base58';
import type { WrittenAccount } from './core';

export const UPGRADEABLE_LOADER = 'BPFLoaderUpgradeab1e11111111111111111111111';
/** The authority solana-test-validator writes for `--bpf-program` and for `--upgradeable-program … none`. */
const NO_AUTHORITY = '11111111111111111111111111111111';
/** bincode tags of UpgradeableLoaderState. */
const PROGRAM_TAG = 2;
const PROGRAM_DATA_TAG = 3;
/** tag u32 + slot u64 + Option<Pubkey> (Some) */
export const PROGRAM_DATA_HEADER = 45;

/** One `CHAIN_PROGRAMS` entry: `--bpf-program` (authority null) or `--upgradeable-program`. */
export interface GenesisProgram {
  readonly address: string;
  readonly path: string;
  /** null: upgrades disabled, as `--bpf-program` and `--upgradeable-program ADDRESS PATH none` do. */
  readonly upgradeAuthority: string | null;
}

const addressDecoder = getAddressDecoder();
const addressEncoder = getAddressEncoder();

/** A base58 pubkey, or a keypair file (a JSON array of 64 numbers, like the validator's ADDRESS_OR_KEYPAIR). */
function addressOf(value: string, what: string): string {
  const bytes = decodeBase58(value);
  if (bytes && bytes.length === 32) return value;
  let keypair: unknown;
  try {
    keypair = JSON.parse(readFileSync(value, 'utf8'));
  } catch {
    throw new Error(`CHAIN_PROGRAMS: ${what} ${value} is neither a pubkey nor a readable keypair file`);
  }
  if (!Array.isArray(keypair) || keypair.length !== 64 || !keypair.every((n) => Number.isInteger(n)))
    throw new Error(`CHAIN_PROGRAMS: ${value} is not a keypair file (a JSON array of 64 bytes)`);
  return addressDecoder.decode(Uint8Array.from(keypair.slice(32) as number[]));
}

/**
 * `ADDRESS=PATH.so[:AUTHORITY],…`: `ADDRESS=PATH.so` is `--bpf-program ADDRESS PATH.so`, and
 * `ADDRESS=PATH.so:AUTHORITY` is `--upgradeable-program ADDRESS PATH.so AUTHORITY` (AUTHORITY a pubkey, a
 * keypair file or `none`). The authority is only what follows the last `:`, so `C:\x.so` stays a path.
 */
export function parseChainPrograms(text: string | undefined): GenesisProgram[] {
  if (!text?.trim()) return [];
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const eq = entry.indexOf('=');
      if (eq <= 0) throw new Error(`CHAIN_PROGRAMS: expected ADDRESS=PATH.so[:AUTHORITY], got "${entry}"`);
      const address = addressOf(entry.slice(0, eq).trim(), 'address');
      let path = entry.slice(eq + 1).trim();
      let upgradeAuthority: string | null = null;
      const colon = path.lastIndexOf(':');
      const tail = colon >= 0 ? path.slice(colon + 1) : '';
      if (colon > 0 && (tail === 'none' || !/[\\/.]/.test(tail) || tail.endsWith('.json'))) {
        path = path.slice(0, colon);
        upgradeAuthority = tail === 'none' ? null : addressOf(tail, 'upgrade authority');
      }
      return { address, path, upgradeAuthority };
    });
}

/** The program account and its program-data account, laid out as solana-test-validator writes them. */
export async function programAccounts(svm: LiteSvm, program: GenesisProgram): Promise<WrittenAccount[]> {
  let elf: Buffer;
  try {
    elf = readFileSync(program.path);
  } catch (error) {
    throw new Error(`CHAIN_PROGRAMS: cannot read ${program.path} (${(error as Error).message})`, {
      cause: error,
    });
  }
  const [programData] = await getProgramDerivedAddress({
    programAddress: UPGRADEABLE_LOADER as Address,
    seeds: [addressEncoder.encode(program.address as Address)],
  });
  const data = new Uint8Array(PROGRAM_DATA_HEADER + elf.length);
  const view = new DataView(data.buffer);
  view.setUint32(0, PROGRAM_DATA_TAG, true);
  // slot 0 (bytes 4..12), then Some(authority)
  data[12] = 1;
  data.set(addressEncoder.encode((program.upgradeAuthority ?? NO_AUTHORITY) as Address), 13);
  data.set(elf, PROGRAM_DATA_HEADER);
  const programBytes = new Uint8Array(36);
  new DataView(programBytes.buffer).setUint32(0, PROGRAM_TAG, true);
  programBytes.set(addressEncoder.encode(programData), 4);
  const rent = (length: number) => svm.minimumBalanceForRentExemption(BigInt(length));
  return [
    // Program data first: LiteSVM compiles a program when its account is set, reading the data account.
    {
      address: programData,
      account: {
        lamports: rent(data.length),
        data,
        owner: UPGRADEABLE_LOADER,
        executable: false,
        rentEpoch: 0n,
      },
    },
    {
      address: program.address,
      account: {
        lamports: rent(programBytes.length),
        data: programBytes,
        owner: UPGRADEABLE_LOADER,
        executable: true,
        rentEpoch: 0n,
      },
    },
  ];
}

/** The program-data address an upgradeable loader program account points at, or null. */
export function programDataAddress(owner: string, data: Uint8Array): Uint8Array | null {
  if (owner !== UPGRADEABLE_LOADER || data.length < 36) return null;
  if (new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) !== PROGRAM_TAG) return null;
  return data.slice(4, 36);
}
