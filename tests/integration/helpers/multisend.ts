import { createSolanaRpc, generateKeyPairSigner, type Address } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { ApiWallet } from './api-wallet';

export async function freshAddresses(n: number): Promise<string[]> {
  return Promise.all(Array.from({ length: n }, async () => (await generateKeyPairSigner()).address));
}

/** Launches a Token-2022 token through the API; the whole supply lands in the wallet's account. */
export async function launchToken(wallet: ApiWallet, supply: string, decimals = 6): Promise<string> {
  const { plan, op } = await wallet.runOperation('/api/tokens/create', {
    name: 'Airdrop Coin',
    symbol: 'AIR',
    totalSupply: supply,
    decimals,
  });
  if (op?.json.status !== 'confirmed')
    throw new Error(`launch failed: ${JSON.stringify(op?.json ?? plan.json)}`);
  return String((plan.json.summary as Record<string, unknown>).mint);
}

export type BatchAnswer = { status: number; json: Record<string, unknown> };

/** Signs every planned transaction in one go and submits them, like the browser does. */
export async function signAndSubmit(wallet: ApiWallet, plan: BatchAnswer): Promise<BatchAnswer> {
  const signed = await wallet.sign(plan.json.transactions as string[]);
  return wallet.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
    transactions: signed,
  });
}

export async function waitForBatch(
  wallet: ApiWallet,
  batchId: string,
  done: (b: Record<string, unknown>) => boolean = (b) =>
    ['completed', 'partial', 'failed'].includes(String(b.status)),
  timeoutMs = 45_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batch = await wallet.call('GET', `/api/batches/${batchId}`);
    if (batch.status === 200 && done(batch.json)) return batch.json;
    if (Date.now() > deadline) throw new Error(`batch not done: ${JSON.stringify(batch.json).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Token balances of the owners' associated accounts, read with an independent kit client (0 when absent). */
export async function tokenBalances(rpcUrl: string, mint: string, owners: string[]): Promise<bigint[]> {
  const rpc = createSolanaRpc(rpcUrl);
  const atas = await Promise.all(
    owners.map(
      async (owner) =>
        (
          await findAssociatedTokenPda({
            owner: owner as Address,
            mint: mint as Address,
            tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
          })
        )[0],
    ),
  );
  const out: bigint[] = [];
  for (let i = 0; i < atas.length; i += 100) {
    const { value } = await rpc
      .getMultipleAccounts(atas.slice(i, i + 100), { encoding: 'jsonParsed' })
      .send();
    for (const account of value) {
      const info = (
        account?.data as { parsed?: { info?: { tokenAmount?: { amount?: string } } } } | undefined
      )?.parsed?.info;
      out.push(BigInt(info?.tokenAmount?.amount ?? '0'));
    }
  }
  return out;
}

export async function solBalances(rpcUrl: string, owners: string[]): Promise<bigint[]> {
  const rpc = createSolanaRpc(rpcUrl);
  const out: bigint[] = [];
  for (let i = 0; i < owners.length; i += 100) {
    const { value } = await rpc
      .getMultipleAccounts(owners.slice(i, i + 100) as Address[], { encoding: 'base64' })
      .send();
    out.push(...value.map((a) => BigInt(a?.lamports ?? 0n)));
  }
  return out;
}
