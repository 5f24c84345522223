import { Connection, PublicKey } from '@solana/web3.js';
import { getTokenMetadata } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

describe("a creator updates a token's name and symbol from the Token Manager (issue 29 item 9)", () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'on %s: the dialog writes a longer name; the chain and the row read it',
    async (device, viewport) => {
      const page = await newPage(app.browser, viewport);
      await page.goto(`${app.server.url}/token-manager`);
      if (device === 'mobile') {
        const sidebar = page.getByTestId('sidebar');
        await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
        await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
      }
      await connectLocalWallet(page);
      const symbol = device === 'mobile' ? 'OLDM' : 'OLDD';
      await page.getByLabel('Token Name').fill('First Name');
      await page.getByLabel('Token Symbol').fill(symbol);
      await page.getByLabel('Total Supply').fill('1000000');
      await page.getByRole('button', { name: 'Create Token' }).click();
      await toast(page, 'Token Created Successfully!').waitFor({ timeout: 30_000 });
      const mint = (await page.getByTestId('created-mint').getAttribute('title')) ?? '';
      const connection = new Connection(app.server.rpcUrl, 'confirmed');
      const onChain = () => getTokenMetadata(connection, new PublicKey(mint), 'confirmed');
      expect(await onChain()).toMatchObject({ name: 'First Name', symbol });

      const row = page.getByTestId('token-row').filter({ hasText: symbol });
      await row.getByRole('button', { name: 'Update Metadata' }).click();
      const dialog = page.getByRole('dialog');
      const newSymbol = `${symbol}NEW`;
      await dialog.getByLabel('Name').fill('A Considerably Longer Name');
      await dialog.getByLabel('Symbol').fill(newSymbol);
      await screenshot(page, `token-metadata-dialog-${device}`);
      await dialog.getByRole('button', { name: 'Update on chain' }).click();
      await toast(page, 'Metadata Updated').waitFor({ timeout: 30_000 });
      expect(await onChain()).toMatchObject({ name: 'A Considerably Longer Name', symbol: newSymbol });
      await page.getByTestId('token-row').filter({ hasText: 'A Considerably Longer Name' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    },
    120_000,
  );
});
