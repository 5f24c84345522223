import { expect } from 'vitest';
import type { Page as PwPage } from 'playwright-core';

/** Connects the built-in Local Wallet from the header menu and waits for the signed-in header. */
export async function connectLocalWallet(page: PwPage): Promise<string> {
  await page.getByTestId('wallet-control').click();
  await page.getByTestId('wallet-option-local-wallet').first().click();
  await page.getByTestId('toast').filter({ hasText: 'Wallet Connected' }).waitFor();
  const address = await page.getByTestId('wallet-control').getAttribute('title');
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return address ?? '';
}

export function toast(page: PwPage, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}
