import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeBase58 } from './base58';
import type { WrittenAccount } from './core';

interface AccountFile {
  readonly pubkey?: unknown;
  readonly account?: {
    readonly lamports?: unknown;
    readonly data?: unknown;
    readonly owner?: unknown;
    readonly executable?: unknown;
  };
}

const isKey = (value: unknown): value is string =>
  typeof value === 'string' && decodeBase58(value)?.length === 32;

function decodeData(data: unknown, file: string): Uint8Array {
  if (!Array.isArray(data) || typeof data[0] !== 'string')
    throw new Error(`CHAIN_ACCOUNTS: ${file}: account.data must be [data, encoding]`);
  const [text, encoding] = data as [string, unknown];
  if (encoding === 'base64') return new Uint8Array(Buffer.from(text, 'base64'));
  if (encoding === 'base58') {
    const bytes = decodeBase58(text);
    if (bytes) return bytes;
  }
  throw new Error(
    `CHAIN_ACCOUNTS: ${file}: data encoding ${JSON.stringify(encoding)} is not supported (use base64, ` +
      'as `solana account --output json` writes by default)',
  );
}

/**
 * One `solana account ADDRESS --output json` file. rentEpoch is u64::MAX for rent-exempt accounts, more
 * than a JSON number keeps exactly, so it is read from the text.
 */
export function parseAccountFile(text: string, file: string): WrittenAccount {
  const parsed = JSON.parse(text) as AccountFile;
  const account = parsed.account;
  if (!isKey(parsed.pubkey) || !account)
    throw new Error(`CHAIN_ACCOUNTS: ${file}: expected { pubkey, account }`);
  if (!isKey(account.owner)) throw new Error(`CHAIN_ACCOUNTS: ${file}: account.owner is not a pubkey`);
  const lamports = /"lamports"\s*:\s*(\d+)/.exec(text)?.[1];
  if (lamports === undefined) throw new Error(`CHAIN_ACCOUNTS: ${file}: account.lamports is missing`);
  const rentEpoch = /"rentEpoch"\s*:\s*(\d+)/.exec(text)?.[1] ?? '0';
  return {
    address: parsed.pubkey,
    account: {
      lamports: BigInt(lamports),
      data: decodeData(account.data, file),
      owner: account.owner,
      executable: account.executable === true,
      rentEpoch: BigInt(rentEpoch),
    },
  };
}

/** Every `*.json` file of the folder, in name order (a later file for the same address wins). */
export function readAccountDir(dir: string): WrittenAccount[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    throw new Error(`CHAIN_ACCOUNTS: cannot read folder ${dir} (${(error as Error).message})`, {
      cause: error,
    });
  }
  return names.sort().map((name) => {
    const path = join(dir, name);
    return parseAccountFile(readFileSync(path, 'utf8'), path);
  });
}
