import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import {
  createMint,
  freezeAccount,
  getAccount,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { burnMessages, NO_REASON } from '@shared/schemas/burn';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

/** An independent client mints 1,000,000 (6 decimals) of a classic SPL token to `owner`. */
async function fundToken(rpcUrl: string, owner: string) {
  const connection = new Connection(rpcUrl, {
    wsEndpoint: rpcUrl.replace(/^http/, 'ws'),
    commitment: 'confirmed',
  });
  const payer = Keypair.generate();
  const signature = await connection.requestAirdrop(payer.publicKey, 2e9);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
  const mint = await createMint(connection, payer, payer.publicKey, payer.publicKey, 6);
  const account = await getOrCreateAssociatedTokenAccount(connection, payer, mint, new PublicKey(owner));
  await mintTo(connection, payer, mint, account.address, payer, 1_000_000_000_000n);
  return { connection, payer, mint, account: account.address };
}

describe('a holder burns 10% of a token after confirming', () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'on %s: verifies, burns 10% with the burn instruction and sees the history',
    async (device, viewport) => {
      const page = await newPage(app.browser, viewport);
      await page.goto(`${app.server.url}/token-burner`);
      const sidebar = page.getByTestId('sidebar');
      if (device === 'mobile' && (await sidebar.getAttribute('data-state')) === 'open') {
        await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
      }
      const owner = await connectLocalWallet(page);
      const { connection, mint, account } = await fundToken(app.server.rpcUrl, owner);

      await page.getByLabel('Token Address').fill(mint.toBase58());
      await page.getByRole('button', { name: 'Verify token' }).click();
      await page.getByTestId('verified-token').waitFor();
      expect(await page.getByTestId('token-balance').textContent()).toBe('1,000,000');

      await page.getByRole('radio', { name: 'Percentage' }).click();
      await page.getByLabel('Percentage of your balance').fill('10');
      await page.getByText(burnMessages.confirmRequired, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Burn Tokens' }).isDisabled()).toBe(true);
      await page.getByLabel('I understand this burn is permanent and cannot be undone').click();
      await page.getByRole('button', { name: 'Burn Tokens' }).click();
      const panel = page.getByTestId('burn-confirmation');
      expect(await panel.getByTestId('confirm-amount').textContent()).toContain('100,000');
      await screenshot(page, `burn-confirmation-${device}`);

      await panel.getByRole('button', { name: 'Confirm Burn' }).click();
      await toast(page, burnMessages.successTitle).waitFor({ timeout: 30_000 });
      expect((await getMint(connection, mint, 'confirmed')).supply).toBe(900_000_000_000n);
      expect((await getAccount(connection, account, 'confirmed')).amount).toBe(900_000_000_000n);

      // After success the form and the verified token reset.
      expect(await page.getByLabel('Token Address').inputValue()).toBe('');
      expect(await page.getByTestId('verified-token').count()).toBe(0);
      const entry = page.getByTestId('burn-history-item').first();
      await entry.waitFor();
      const text = (await entry.textContent()) ?? '';
      expect(text).toContain('100,000');
      expect(text).toContain('1,000,000 → 900,000');
      expect(text).toContain(NO_REASON);
      expect(await entry.getByRole('link').getAttribute('href')).toMatch(
        /^https:\/\/explorer\.solana\.com\/tx\//,
      );
      const stats = page.getByTestId('burn-stat-card');
      await expect.poll(() => stats.first().getByTestId('stat-value').textContent()).toBe('1');
      expect(await stats.nth(1).textContent()).toContain('Tokens Affected');
      expect(await stats.nth(1).getByTestId('stat-value').textContent()).toBe('1');
      await screenshot(page, `burn-history-${device}`);
    },
  );

  it('shows Burn Failed with the reason and closes the panel when the chain refuses', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/token-burner`);
    const owner = await connectLocalWallet(page);
    const { connection, payer, mint, account } = await fundToken(app.server.rpcUrl, owner);
    await page.getByLabel('Token Address').fill(mint.toBase58());
    await page.getByRole('button', { name: 'Verify token' }).click();
    await page.getByTestId('verified-token').waitFor();
    await page.getByLabel('Amount (').fill('5');
    await page.getByLabel('I understand this burn is permanent and cannot be undone').click();
    await page.getByRole('button', { name: 'Burn Tokens' }).click();
    // The mint's freeze authority freezes the holder's account between Verify and Confirm.
    await freezeAccount(connection, payer, account, mint, payer);
    await page.getByRole('button', { name: 'Confirm Burn' }).click();
    await toast(page, burnMessages.failedTitle).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('burn-confirmation').count()).toBe(0);
    expect((await getMint(connection, mint, 'confirmed')).supply).toBe(1_000_000_000_000n);
    await screenshot(page, 'burn-failed-desktop');

    await page.getByLabel('Token Address').fill('not-a-mint');
    await page.getByRole('button', { name: 'Verify token' }).click();
    await toast(page, burnMessages.verifyFailedTitle).waitFor();
  });
});
