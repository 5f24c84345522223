import { Connection, PublicKey } from '@solana/web3.js';
import { getMint, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

describe("a creator revokes a token's authorities later from the Token Manager", () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'on %s: the mint authority first, then the freeze authority; the chain reads both as none',
    async (device, viewport) => {
      const page = await newPage(app.browser, viewport);
      await page.goto(`${app.server.url}/token-manager`);
      if (device === 'mobile') {
        const sidebar = page.getByTestId('sidebar');
        await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
        await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
      }
      await connectLocalWallet(page);
      const symbol = device === 'mobile' ? 'LATM' : 'LATD';
      await page.getByLabel('Token Name').fill('Later Lock');
      await page.getByLabel('Token Symbol').fill(symbol);
      await page.getByLabel('Total Supply').fill('1000000');
      await page.getByRole('button', { name: 'Create Token' }).click();
      await toast(page, 'Token Created Successfully!').waitFor({ timeout: 30_000 });
      const mint = (await page.getByTestId('created-mint').getAttribute('title')) ?? '';
      const connection = new Connection(app.server.rpcUrl, 'confirmed');
      const onChain = () => getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
      expect((await onChain()).mintAuthority).not.toBeNull();

      const row = page.getByTestId('token-row').filter({ hasText: symbol });
      await row.getByRole('button', { name: 'Revoke Authorities' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Revoke freeze authority').click();
      await screenshot(page, `token-revoke-dialog-${device}`);
      await dialog.getByRole('button', { name: 'Revoke for good' }).click();
      await toast(page, 'Authorities Revoked').waitFor({ timeout: 30_000 });
      await row.getByText('Mint revoked').waitFor();
      const half = await onChain();
      expect(half.mintAuthority).toBeNull();
      expect(half.freezeAuthority).not.toBeNull();

      await row.getByRole('button', { name: 'Revoke Authorities' }).click();
      // Only what is left is offered.
      expect(await dialog.getByLabel('Revoke mint authority').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Revoke for good' }).click();
      await row.getByText('Freeze revoked').waitFor({ timeout: 30_000 });
      expect((await onChain()).freezeAuthority).toBeNull();
      // Nothing left to revoke: the action is gone from the row.
      expect(await row.getByRole('button', { name: 'Revoke Authorities' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `token-revoke-done-${device}`);
    },
    120_000,
  );
});
