import type { WrittenAccount } from './core';
import { RPC_INTERNAL_ERROR, RpcError } from './errors';

/** getMultipleAccounts takes at most 100 addresses on Agave. */
const MAX_PER_CALL = 100;
export const DEFAULT_FORK_TIMEOUT_MS = 10_000;

interface UpstreamAccount {
  readonly lamports: string;
  readonly data: readonly [string, string];
  readonly owner: string;
  readonly executable: boolean;
  readonly rentEpoch: string;
}

interface UpstreamReply {
  readonly result?: { readonly value?: readonly (UpstreamAccount | null)[] };
  readonly error?: { readonly code: number; readonly message: string };
}

/** lamports and rentEpoch are u64s (rentEpoch is u64::MAX for rent-exempt accounts): read them as text. */
const U64_FIELDS = /"(lamports|rentEpoch)"\s*:\s*(\d+)/g;

function failure(url: string, count: number, reason: string): RpcError {
  return new RpcError(
    RPC_INTERNAL_ERROR,
    `fork: fetching ${count} account(s) from ${url} failed: ${reason}. The local chain has no copy of ` +
      'them yet; retry once the upstream RPC answers',
  );
}

async function fetchChunk(url: string, addresses: readonly string[], timeoutMs: number) {
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getMultipleAccounts',
        params: [addresses, { encoding: 'base64', commitment: 'confirmed' }],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw failure(url, addresses.length, `HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    if (error instanceof RpcError) throw error;
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : String(error instanceof Error ? (error.cause ?? error.message) : error);
    throw failure(url, addresses.length, reason);
  }
  let reply: UpstreamReply;
  try {
    reply = JSON.parse(text.replace(U64_FIELDS, '"$1":"$2"')) as UpstreamReply;
  } catch {
    throw failure(url, addresses.length, 'the answer is not JSON');
  }
  if (reply.error) throw failure(url, addresses.length, `${reply.error.code} ${reply.error.message}`);
  const value = reply.result?.value;
  if (!Array.isArray(value) || value.length !== addresses.length)
    throw failure(url, addresses.length, 'the answer has no account list of the right length');
  return value;
}

/** The accounts as the upstream cluster holds them now (account null: it has none at that address). */
export async function fetchUpstream(
  url: string,
  addresses: readonly string[],
  timeoutMs: number,
): Promise<WrittenAccount[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < addresses.length; i += MAX_PER_CALL) chunks.push(addresses.slice(i, i + MAX_PER_CALL));
  const replies = await Promise.all(chunks.map((chunk) => fetchChunk(url, chunk, timeoutMs)));
  return replies.flat().map((account, i) => ({
    address: addresses[i] ?? '',
    account:
      account && BigInt(account.lamports) > 0n
        ? {
            lamports: BigInt(account.lamports),
            data: new Uint8Array(Buffer.from(account.data[0], 'base64')),
            owner: account.owner,
            executable: account.executable,
            rentEpoch: BigInt(account.rentEpoch),
          }
        : null,
  }));
}
