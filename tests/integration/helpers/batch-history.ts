import { expect } from 'vitest';
import type { ApiWallet } from './api-wallet';

export type Json = Record<string, unknown>;

/**
 * The batch's list record and its detail at one moment: the detail is read before and after the list
 * and only a pair where it did not move is compared (a batch being sent changes between requests).
 */
async function listedAndDetail(wallet: ApiWallet, id: string): Promise<{ listed: Json; detail: Json }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = await wallet.call('GET', `/api/batches/${id}`);
    const list = await wallet.call('GET', '/api/batches?limit=100');
    const after = await wallet.call('GET', `/api/batches/${id}`);
    if (JSON.stringify(before.json) !== JSON.stringify(after.json)) continue;
    const listed = (list.json.batches as Json[]).find((b) => b.id === id);
    if (!listed) throw new Error(`batch ${id} not listed`);
    return { listed, detail: after.json };
  }
  throw new Error(`batch ${id} kept changing`);
}

function withoutRecipients(detail: Json): Json {
  const { recipients: _recipients, ...record } = detail;
  return record;
}

/** The history list's record of the batch is its detail without the recipients. */
export async function expectListMatchesDetail(wallet: ApiWallet, id: string, status: string) {
  const { listed, detail } = await listedAndDetail(wallet, id);
  expect(detail.status).toBe(status);
  expect(listed).toEqual(withoutRecipients(detail));
}
