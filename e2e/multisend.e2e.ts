import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

const freshAddresses = (n: number) =>
  Array.from({ length: n }, () => Keypair.generate().publicKey.toBase58());

async function openFromSidebar(page: Page, name: string) {
  await page.getByTestId('sidebar').getByRole('link', { name, exact: true }).click();
}

/** Waits until the live progress panel reports a final status and returns it. */
async function finalBatchStatus(page: Page): Promise<string> {
  const progress = page.getByTestId('batch-progress');
  await expect
    .poll(() => progress.getAttribute('data-status'), { timeout: 60_000, interval: 250 })
    .toMatch(/^(completed|partial|failed)$/);
  return (await progress.getAttribute('data-status')) ?? '';
}

describe('a launcher pays many holders at once', () => {
  const app = useAppAndBrowser();

  it('creates a token, uploads 25 recipients to the Multisender, sends with one signature and the Balance Checker shows the amounts', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/token-manager`);
    const owner = await connectLocalWallet(page);
    await page.getByLabel('Token Name').fill('Holder Drop');
    await page.getByLabel('Token Symbol').fill('HDR');
    await page.getByLabel('Total Supply').fill('1000000');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await toast(page, 'Token Created Successfully!').waitFor({ timeout: 30_000 });
    const mint = (await page.getByTestId('created-mint').getAttribute('title')) ?? '';

    const recipients = freshAddresses(25);
    const csv = ['address,amount', ...recipients.map((a, i) => `${a},${(i + 1) * 1.5}`)].join('\n');
    await openFromSidebar(page, 'Multisender');
    const send = page.getByRole('button', { name: 'Send Tokens' });
    expect(await send.isDisabled()).toBe(true);
    await page.locator('#multisend-recipients-file').setInputFiles({
      name: 'holders.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await toast(page, 'File Uploaded').waitFor();
    expect(await page.getByRole('radio', { name: 'Custom' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('recipient-count').textContent()).toContain('25 valid recipients');
    expect(await send.isDisabled()).toBe(true);

    await page.getByLabel('Token Address').fill(mint);
    await page.getByRole('button', { name: 'Verify token' }).click();
    await page.getByTestId('verified-token').waitFor();
    expect(await page.getByTestId('verified-symbol').textContent()).toBe('HDR');
    expect(await page.getByTestId('verified-your-balance').textContent()).toBe('1,000,000 HDR');

    // 25 new token accounts, at most 10 per transaction: the plan needs exactly 3 transactions.
    await expect
      .poll(() => page.getByTestId('summary-transactions').textContent(), { timeout: 15_000 })
      .toBe('3');
    expect(await page.getByTestId('summary-new-accounts').textContent()).toBe('25');
    expect(await page.getByTestId('summary-total').textContent()).toBe('487.5 HDR');
    await screenshot(page, 'multisender-ready-desktop');

    await send.click();
    expect(await finalBatchStatus(page)).toBe('completed');
    await toast(page, 'Batch Completed').waitFor();
    expect(await page.getByTestId('batch-txs').textContent()).toBe('3/3');
    expect(await page.getByTestId('batch-completed').textContent()).toBe('25');
    expect(await page.getByTestId('recipient-status').count()).toBe(25);
    expect(await page.locator('[data-testid="recipient-status"][data-status="confirmed"]').count()).toBe(25);
    await page.getByTestId('batch-history-item').first().waitFor();
    expect(await page.getByTestId('batch-history-item').first().getAttribute('data-status')).toBe(
      'completed',
    );
    await expect
      .poll(() => page.getByTestId('batch-stat').first().getByTestId('stat-value').textContent())
      .toBe('1');
    await screenshot(page, 'multisender-completed-desktop');

    await openFromSidebar(page, 'Balance Checker');
    for (const [index, expected] of [
      [2, '4.5'],
      [24, '37.5'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Wallet Address' }).fill(recipients[index] ?? '');
      await page.getByRole('textbox', { name: 'Token Address (optional)' }).fill(mint);
      await page.getByRole('button', { name: 'Check Balance' }).click();
      await expect.poll(() => page.getByTestId('balance-amount').textContent()).toBe(expected);
    }
    expect(owner).not.toBe(recipients[0]);
  });

  it('SOL Distribution shows a bad line by its number and sends nothing, then sends once it is fixed', async () => {
    const page = await newPage(app.browser, MOBILE);
    await page.goto(`${app.server.url}/sol-distribution`);
    const sidebar = page.getByTestId('sidebar');
    if ((await sidebar.getAttribute('data-state')) === 'open') {
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    }
    await connectLocalWallet(page);
    const [a, b, c] = freshAddresses(3) as [string, string, string];
    const list = page.getByLabel('Addresses', { exact: true });
    await page.getByRole('button', { name: 'Distribute SOL' }).click();
    await toast(page, 'No Valid Addresses').waitFor();
    expect(await toast(page, 'No Valid Addresses').textContent()).toContain(
      'At least one address is required',
    );
    await page.locator('form').getByText('At least one address is required', { exact: true }).waitFor();
    await list.fill(`${a}\nnot-a-wallet\n${b}\n\n${c}`);
    await page.getByLabel('Total Amount (SOL)').fill('0.5');
    await page.getByRole('radio', { name: '1.5x Fast' }).click();
    await page.getByRole('button', { name: 'Distribute SOL' }).click();
    await toast(page, 'Fix Invalid Lines').waitFor();
    const invalid = page.getByTestId('invalid-line');
    expect(await invalid.count()).toBe(1);
    expect(await invalid.first().textContent()).toContain('Line 2:');
    expect(await invalid.first().textContent()).toContain('not-a-wallet');
    await screenshot(page, 'sol-distribution-bad-line-mobile');
    const connection = new Connection(app.server.rpcUrl, 'confirmed');
    expect(await connection.getBalance(new PublicKey(a))).toBe(0);
    await page.getByText('No batches yet').waitFor();

    await list.fill(`${a}\n${b}\n\n${c}`);
    await expect
      .poll(() => page.getByTestId('summary-transactions').textContent(), { timeout: 15_000 })
      .toBe('1');
    await page.getByRole('button', { name: 'Distribute SOL' }).click();
    expect(await finalBatchStatus(page)).toBe('completed');
    await screenshot(page, 'sol-distribution-completed-mobile');
    // 0.5 SOL / 3: 166,666,666 lamports each and the 2 left over go to the first two recipients.
    const balances = await Promise.all([a, b, c].map((x) => connection.getBalance(new PublicKey(x))));
    expect(balances).toEqual([166_666_667, 166_666_667, 166_666_666]);
    expect(balances.reduce((s, v) => s + v, 0)).toBe(0.5 * LAMPORTS_PER_SOL);
  });

  it('Token Distribution refuses to send before the token is verified or without a valid address', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/token-distribution`);
    await connectLocalWallet(page);
    const [a] = freshAddresses(1) as [string];
    const send = page.getByRole('button', { name: 'Distribute Tokens' });
    await page.getByLabel('Addresses', { exact: true }).fill(a);
    await page.getByLabel('Total Amount').fill('10');
    await send.click();
    await toast(page, 'Token Not Verified').waitFor();
    expect(await toast(page, 'Token Not Verified').textContent()).toContain(
      'Please verify the token address first',
    );
    await page.getByLabel('Addresses', { exact: true }).fill('');
    await page.getByText('At least one address is required', { exact: true }).waitFor();
    await page.getByLabel('Total Amount').fill('abc');
    expect(await page.getByLabel('Total Amount').inputValue()).toBe('');
    await screenshot(page, 'token-distribution-empty-desktop');
  });
});
