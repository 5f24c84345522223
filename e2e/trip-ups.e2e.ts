import { Keypair } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { chooseOption } from './helpers/dex-chain';
import { connectLocalWallet, toast } from './helpers/wallet';

const freshAddresses = (n: number) =>
  Array.from({ length: n }, () => Keypair.generate().publicKey.toBase58());

/** After a resize the layout learns it is on a phone a moment later: wait until it shows either state. */
async function closeSidebarOnPhone(page: Page) {
  const sidebar = page.getByTestId('sidebar');
  const close = sidebar.getByRole('button', { name: 'Close sidebar' });
  await expect
    .poll(async () => (await sidebar.getAttribute('data-state')) === 'closed' || (await close.isVisible()))
    .toBe(true);
  if (await close.isVisible()) await close.click();
  await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
}

async function finalBatchStatus(page: Page): Promise<string | null> {
  const progress = page.getByTestId('batch-progress');
  await expect
    .poll(() => progress.getAttribute('data-status'), { timeout: 60_000, interval: 250 })
    .toMatch(/^(completed|partial|failed)$/);
  return progress.getAttribute('data-status');
}

/** Plans a SOL distribution and never signs it, like a user who leaves during "Preparing". */
async function planWithoutSigning(page: Page, addresses: string[]): Promise<string> {
  return page.evaluate(async (list) => {
    const res = await fetch('/api/wallet/distribute-sol', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ totalAmount: '0.02', addresses: list }),
    });
    const body = (await res.json()) as { batchId: string };
    return body.batchId;
  }, addresses);
}

const historyItem = (page: Page, status: string) =>
  page.locator(`li:has([data-testid="batch-history-item"][data-status="${status}"])`);

describe('what a trader and a launcher trip over', () => {
  const app = useAppAndBrowser();

  it('SOL Distribution resets after a success, asks before repeating it, and resumes or cancels unsigned batches', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/sol-distribution`);
    await connectLocalWallet(page);
    const addresses = freshAddresses(3);
    const list = page.getByLabel('Addresses', { exact: true });
    const total = page.getByLabel('Total Amount (SOL)');
    const send = page.getByRole('button', { name: 'Distribute SOL' });
    await list.fill(addresses.join('\n'));
    await total.fill('0.03');
    await expect.poll(() => page.getByTestId('summary-transactions').textContent()).toBe('1');
    await send.click();
    expect(await finalBatchStatus(page)).toBe('completed');
    await toast(page, 'Batch Completed').waitFor();
    // Spec: forms reset after a success, so a second click has nothing to send.
    await expect.poll(() => list.inputValue()).toBe('');
    expect(await total.inputValue()).toBe('');

    // The same list pasted again: the form asks first, and "Don't send" sends nothing.
    await list.fill([...addresses].reverse().join('\n'));
    await total.fill('0.03');
    await expect.poll(() => page.getByTestId('summary-transactions').textContent()).toBe('1');
    await send.click();
    const dialog = page.getByTestId('repeat-send-dialog');
    await dialog.getByText('Send the same batch again?').waitFor();
    expect(await dialog.textContent()).toContain('same 3 recipients and amounts (0.03 SOL in total)');
    await screenshot(page, 'repeat-send-dialog-desktop');
    await dialog.getByRole('button', { name: "Don't send" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('batch-history-item').count()).toBe(1);

    // Two batches planned and never signed (the user left while preparing).
    await planWithoutSigning(page, freshAddresses(2));
    const toResume = freshAddresses(2);
    await planWithoutSigning(page, toResume);
    await page.reload();
    await expect.poll(() => historyItem(page, 'awaiting_signature').count(), { timeout: 20_000 }).toBe(2);
    const awaiting = historyItem(page, 'awaiting_signature').first();
    expect(await awaiting.textContent()).toContain('Awaiting signature');
    expect(await awaiting.textContent()).not.toContain('Ended');
    // Stats count only what was sent: the 3 recipients of the first batch.
    const recipientsStat = page.getByTestId('batch-stat').nth(1).getByTestId('stat-value');
    await expect.poll(() => recipientsStat.textContent()).toBe('3');
    await screenshot(page, 'sol-distribution-awaiting-signature-desktop');

    await historyItem(page, 'awaiting_signature')
      .nth(1)
      .getByRole('button', { name: 'Cancel', exact: true })
      .click();
    await toast(page, 'Batch Cancelled').waitFor();
    await expect.poll(() => historyItem(page, 'cancelled').count()).toBe(1);
    await historyItem(page, 'awaiting_signature')
      .getByRole('button', { name: 'Resume', exact: true })
      .click();
    expect(await finalBatchStatus(page)).toBe('completed');
    await expect.poll(() => historyItem(page, 'completed').count()).toBe(2);
    await expect.poll(() => recipientsStat.textContent()).toBe('5');
    expect(await historyItem(page, 'awaiting_signature').count()).toBe(0);
  });

  it('AMM: an invalid slippage blocks Swap; 100,000 SOL is refused before the click with its impact flagged', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/raydium-amm`);
    await connectLocalWallet(page);
    await expect
      .poll(() => page.getByTestId('amm-pay-balance').textContent(), { timeout: 30_000 })
      .toMatch(/[1-9][\d,.]* SOL/);
    const swap = page.getByTestId('amm-swap-button');
    await page.getByLabel('You Pay').fill('0.5');
    await expect.poll(() => swap.isEnabled(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.locator('#amm-pay-message').textContent()).toMatch(/^≈ \$[\d,.]+$/);

    await page.locator('#amm-slippage').fill('60');
    await page.getByText('Slippage must be between 0.1% and 50%').waitFor();
    await expect.poll(() => swap.isDisabled()).toBe(true);
    await page.locator('#amm-slippage').fill('1');
    await expect.poll(() => swap.isEnabled(), { timeout: 20_000 }).toBe(true);

    await page.getByLabel('You Pay').fill('100000');
    await expect.poll(() => swap.textContent(), { timeout: 20_000 }).toBe('Insufficient SOL balance');
    expect(await swap.isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByTestId('quote-impact').locator('[data-band]').getAttribute('data-band'))
      .toBe('confirm');
    const notice = page.getByTestId('amm-impact-notice');
    expect(await notice.getAttribute('data-band')).toBe('confirm');
    expect(await notice.getByRole('checkbox').count()).toBe(1);
    await screenshot(page, 'amm-pre-trade-warnings-desktop');
    await page.setViewportSize(MOBILE);
    await closeSidebarOnPhone(page);
    await screenshot(page, 'amm-pre-trade-warnings-mobile');
  });

  it('Jupiter: no route search while the slippage shows its error', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/jupiter`);
    await chooseOption(page, 'Input token', 'SOL');
    await chooseOption(page, 'Output token', 'USDC');
    await page.getByLabel('You Pay').fill('1');
    const search = page.getByRole('button', { name: 'Get Best Route' });
    await page.locator('#jupiter-slippage').fill('55');
    await page.getByText('Slippage must be between 0.1% and 50%').waitFor();
    expect(await search.isDisabled()).toBe(true);
    await page.locator('#jupiter-slippage').fill('1');
    await expect.poll(() => search.isEnabled()).toBe(true);
    await search.click();
    await page.getByTestId('route-card').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('#jupiter-input-amount-message').textContent()).toMatch(/^≈ \$/);
  });

  it('on a phone without an extension the Local Wallet is the first option, its Connect button on screen', async () => {
    const page = await newPage(app.browser, MOBILE);
    await page.goto(app.server.url);
    await closeSidebarOnPhone(page);
    await page.getByTestId('wallet-control').click();
    await page.getByText('All wallets').click();
    const dialog = page.getByTestId('connect-wallet-dialog');
    await dialog.getByRole('heading', { name: 'Connect Your Wallet' }).waitFor();
    const first = dialog.locator('[data-testid^="wallet-option-"]').first();
    expect(await first.getAttribute('data-testid')).toBe('wallet-option-local-wallet');
    const connect = dialog.getByRole('button', { name: 'Connect', exact: true });
    const box = await connect.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(MOBILE.height);
    const help = (await dialog.getByTestId('wallet-help-text').textContent()) ?? '';
    expect(help).toContain('We recommend starting with Local Wallet');
    await screenshot(page, 'connect-dialog-mobile');
    await connect.click();
    await toast(page, 'Wallet Connected').waitFor();
  });
});
