import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

async function openWalletMenu(page: Page) {
  const menu = page.getByText('Choose Wallet');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await page.getByTestId('wallet-control').click();
  await menu.waitFor();
}

describe('connecting wallets and the guards around them', () => {
  const app = useAppAndBrowser();

  it('tells me which wallets need installing, connects the Local Wallet, keeps it on reload, disconnects', async () => {
    const page = await newPage(app.browser);
    // No internet here: the install page the app opens is answered locally.
    await page.context().route('https://phantom.app/**', (route) => route.fulfill({ body: 'Phantom' }));
    await page.goto(app.server.url);
    await page.getByTestId('wallet-control').click();
    const popup = page.waitForEvent('popup');
    await page.getByTestId('wallet-option-phantom').first().click();
    await toast(page, 'Wallet Not Found').waitFor();
    expect(await toast(page, 'Wallet Not Found').textContent()).toContain(
      'Please install the wallet extension',
    );
    const installPage = await popup;
    await installPage.waitForLoadState();
    expect(installPage.url()).toContain('phantom.app');
    await installPage.close();

    await page.bringToFront();
    await openWalletMenu(page);
    await page.getByTestId('wallet-option-solflare').first().click();
    await toast(page, 'Wallet Not Available').waitFor();
    expect(await toast(page, 'Wallet Not Available').textContent()).toContain(
      'Solflare integration coming soon. Please use the available wallet.',
    );

    await openWalletMenu(page);
    await page.getByText('All wallets').click();
    const dialog = page.getByTestId('connect-wallet-dialog');
    await dialog.getByRole('heading', { name: 'Connect Your Wallet' }).waitFor();
    await dialog.getByText('New to Solana wallets?').waitFor();
    await screenshot(page, 'connect-dialog-desktop');
    await page.keyboard.press('Escape');

    const address = await connectLocalWallet(page);
    expect(await toast(page, 'Wallet Connected').textContent()).toContain(
      'Successfully connected to Local Wallet',
    );
    expect(await page.getByTestId('wallet-address').textContent()).toBe(
      `${address.slice(0, 4)}...${address.slice(-4)}`,
    );

    await page.reload();
    await expect.poll(() => page.getByTestId('wallet-control').getAttribute('title')).toBe(address);
    expect(await page.getByTestId('toast').count()).toBe(0);

    await page.getByTestId('wallet-control').click();
    await page.getByTestId('disconnect-wallet').click();
    await toast(page, 'Wallet Disconnected').waitFor();
    expect(await toast(page, 'Wallet Disconnected').textContent()).toContain(
      'Successfully disconnected from wallet',
    );
    const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.status));
    expect(session).toBe(401);
  });

  it('a failed sign-in ends in "Connection Failed" and leaves me disconnected', async () => {
    const page = await newPage(app.browser);
    await page.route('**/api/auth/nonce', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(app.server.url);
    await page.getByTestId('wallet-control').click();
    await page.getByTestId('wallet-option-local-wallet').first().click();
    await toast(page, 'Connection Failed').waitFor();
    expect(await toast(page, 'Connection Failed').textContent()).toContain(
      'Failed to connect to Local Wallet',
    );
    expect(await page.getByTestId('wallet-control').textContent()).toContain('Connect Wallet');
  });

  it('an insecure environment warns and refuses token creation', async () => {
    const page = await newPage(app.browser);
    await page.route('**/api/security/check', (route) => route.fulfill({ status: 503 }));
    await page.goto(`${app.server.url}/token-manager`);
    await toast(page, 'Security Warning').waitFor();
    expect(await toast(page, 'Security Warning').textContent()).toContain(
      'Potential security issue detected. Some features may be limited.',
    );
    await page.unroute('**/api/security/check');
    await connectLocalWallet(page);
    await page.getByLabel('Token Name').fill('Guarded');
    await page.getByLabel('Token Symbol').fill('GRD');
    await page.getByLabel('Total Supply').fill('10');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await toast(page, 'Security Required').waitFor();
    expect(await toast(page, 'Security Required').textContent()).toContain(
      'This operation requires a secure environment.',
    );
  });

  it('server failures show the spec’s failure toasts', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/token-manager`);
    const owner = await connectLocalWallet(page);
    await page.route('**/api/tokens/create', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'unavailable', message: 'The chain is restarting' }),
      }),
    );
    await page.getByLabel('Token Name').fill('Unlucky');
    await page.getByLabel('Token Symbol').fill('UNL');
    await page.getByLabel('Total Supply').fill('10');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await toast(page, 'Token Creation Failed').waitFor();
    expect(await toast(page, 'Token Creation Failed').textContent()).toContain('The chain is restarting');

    await page.goto(`${app.server.url}/balance-checker`);
    await page.getByLabel('Wallet Address').fill(owner);
    await page.getByLabel('Token Address (optional)').fill(owner);
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await toast(page, 'Failed to Check Balance').waitFor();
    expect(await toast(page, 'Failed to Check Balance').textContent()).toContain(
      'Unable to retrieve balance information.',
    );
    expect(await page.getByTestId('balance-result').count()).toBe(0);

    await page.getByLabel('Token Address (optional)').fill('');
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await toast(page, 'Balance Retrieved').waitFor();
    expect(await page.getByTestId('balance-amount').textContent()).toMatch(/^(9|10)(\.\d+)?/);
    await page.getByTestId('balance-result').getByRole('button', { name: /copy/i }).first().click();
    await toast(page, 'Copied to Clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(owner);
  });
});
