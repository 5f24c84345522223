import { Connection, PublicKey } from '@solana/web3.js';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface ExchangeToken {
  mint: string;
  symbol: string;
  decimals: number;
}

/** Waits until the platform's bootstrap has seeded the pools, then answers the tracked tokens. */
export async function exchangeTokens(baseUrl: string): Promise<Record<string, ExchangeToken>> {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl}/api/dex/pools`);
        if (!res.ok) return [];
        const body = (await res.json()) as { pools: { label: string }[] };
        return body.pools.map((p) => p.label);
      },
      { timeout: 60_000, interval: 500 },
    )
    .toContain('SOL/USDC');
  const res = await fetch(`${baseUrl}/api/dex/tokens`);
  const body = (await res.json()) as { tokens: ExchangeToken[] };
  return Object.fromEntries(body.tokens.map((t) => [t.symbol, t]));
}

/** An independent reader of the chain (web3.js), not the app's own code. */
export function chainReader(rpcUrl: string) {
  const connection = new Connection(rpcUrl, 'confirmed');
  return {
    lamports: (owner: string) => connection.getBalance(new PublicKey(owner), 'confirmed').then(BigInt),
    /** Sum of the owner's token accounts of `mint`, in base units (SPL Token and Token-2022). */
    async tokenUnits(owner: string, mint: string): Promise<bigint> {
      const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
        mint: new PublicKey(mint),
      });
      return value.reduce((sum, { account }) => {
        const info = (account.data.parsed as { info: { tokenAmount: { amount: string } } }).info;
        return sum + BigInt(info.tokenAmount.amount);
      }, 0n);
    },
  };
}

/** Chooses `option` in the Radix select whose accessible name is `label`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  // Token options read "SYMBOL Name" (the name is hidden on phones); match the leading word.
  await page.getByRole('option', { name: new RegExp(`^${option}(\\s|$)`) }).click();
}

/** "1,234.5 USDC" → base units with the token's decimals. */
export function uiTextToUnits(text: string, decimals: number): bigint {
  const match = /([\d,]+(?:\.\d+)?)/.exec(text);
  const clean = (match?.[1] ?? '0').replace(/,/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  return (
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
  );
}
