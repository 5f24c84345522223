import { Connection, PublicKey } from '@solana/web3.js';
import { getMint, getTokenMetadata, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

describe('a new launcher creates a token and finds it in the Balance Checker', () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'on %s: connects the Local Wallet, launches with a metadata file, and the chain agrees',
    async (device, viewport) => {
      const mobile = device === 'mobile';
      const page = await newPage(app.browser, viewport);
      await page.goto(app.server.url);
      const sidebar = page.getByTestId('sidebar');
      if (mobile) {
        await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
        await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
      }
      await expect
        .poll(() => page.getByTestId('network-status').textContent())
        .toContain('Local Chain Connected');
      const owner = await connectLocalWallet(page);

      await page.getByLabel('Token Name').fill('Rehearsal Token');
      await page.getByLabel('Token Symbol').fill('reh');
      expect(await page.getByLabel('Token Symbol').inputValue()).toBe('REH');
      await page.getByLabel('Total Supply').fill('1000000');
      expect(await page.getByLabel('Total Supply').inputValue()).toBe('1,000,000');
      await page.getByLabel('Description').fill('Launch rehearsal on the embedded chain');
      await page.locator('#token-metadata-file').setInputFiles({
        name: 'metadata.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({ image: 'https://example.com/reh.png', twitter: 'https://x.com/reh' }),
        ),
      });
      await toast(page, 'Metadata File Uploaded').waitFor();
      await screenshot(page, `launch-form-filled-${device}`);

      await page.getByRole('button', { name: 'Create Token' }).click();
      await toast(page, 'Token Created Successfully!').waitFor({ timeout: 30_000 });
      const mint = (await page.getByTestId('created-mint').getAttribute('title')) ?? '';
      await screenshot(page, `launch-success-${device}`);

      const connection = new Connection(app.server.rpcUrl, 'confirmed');
      const info = await getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
      expect(info.supply).toBe(1_000_000n * 10n ** 9n);
      expect((await getTokenMetadata(connection, new PublicKey(mint), 'confirmed'))?.symbol).toBe('REH');

      if (mobile) await page.getByLabel('Toggle sidebar').click();
      await sidebar.getByRole('link', { name: 'Balance Checker' }).click();
      await page.getByLabel('Wallet Address').fill(owner);
      await page.getByLabel('Token Address (optional)').fill(mint);
      await page.getByRole('button', { name: 'Check Balance' }).click();
      await toast(page, 'Balance Retrieved').waitFor();
      expect(await page.getByTestId('balance-amount').textContent()).toContain('1,000,000');
      expect(await page.getByTestId('balance-result').textContent()).toContain('REH');
      await screenshot(page, `balance-checker-result-${device}`);
    },
  );

  it('shows the exact messages for wrong inputs and creates nothing', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/token-manager`);
    await connectLocalWallet(page);
    await page.getByRole('button', { name: 'Create Token' }).click();
    for (const message of [
      'Token name is required',
      'Token symbol is required',
      'Total supply is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Token Name').fill('x'.repeat(51));
    await page.getByText('Token name must be less than 50 characters', { exact: true }).waitFor();
    await page.locator('#token-metadata-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not json'),
    });
    await toast(page, 'Invalid File Type').waitFor();
    expect(await toast(page, 'Invalid File Type').textContent()).toContain(
      'Please upload a JSON file for token metadata.',
    );
    await screenshot(page, 'token-form-errors-desktop');

    await page.goto(`${app.server.url}/balance-checker`);
    await page.getByLabel('Wallet Address').fill('not-a-wallet');
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await page.getByText('Invalid wallet address', { exact: true }).waitFor();
  });
});
