import { readFileSync } from 'node:fs';
import { Connection, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { walletMessages } from '@shared/schemas/wallet';
import { deriveSolanaWallet, walletFromSecretKey } from '@shared/solana/hd-wallet';
import { decryptExport, type EncryptedExport } from '@web/features/wallet-generator/lib/export-file';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { toast } from './helpers/wallet';

const COOKBOOK_PHRASE = 'neither lonely flavor argue grass remind eye tag avocado spot unusual intact';

describe('a user generates wallets in the browser, reveals one and exports them', () => {
  const app = useAppAndBrowser();

  it('generates 10 wallets, reveals one, sees its live balance and exports an encrypted file', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/wallet-generator`);
    await page.getByRole('button', { name: 'Generate 10' }).click();
    const cards = page.getByTestId('wallet-card');
    await expect.poll(() => cards.count()).toBe(10);
    expect(await page.getByTestId('wallet-stat-card').first().getByTestId('stat-value').textContent()).toBe(
      '10',
    );

    const last = cards.last();
    const address = (await last.getAttribute('data-address')) ?? '';
    expect(await last.getByRole('heading').textContent()).toBe('Wallet 1');
    const key = last.getByTestId('wallet-private-key');
    expect(await key.getAttribute('data-revealed')).toBe('false');
    expect(await key.textContent()).toMatch(/^•+$/);
    await last.getByRole('switch', { name: 'Reveal keys of Wallet 1' }).click();
    expect(await key.getAttribute('data-revealed')).toBe('true');
    const privateKey = (await key.textContent()) ?? '';
    const mnemonic = (await last.getByTestId('wallet-mnemonic').textContent()) ?? '';
    expect(mnemonic.split(' ')).toHaveLength(12);
    // An independent check: the phrase opens this address at Phantom's path, and so does the key.
    expect((await deriveSolanaWallet(mnemonic)).address).toBe(address);
    expect((await walletFromSecretKey(privateKey))?.address).toBe(address);
    expect(await cards.first().getByTestId('wallet-private-key').getAttribute('data-revealed')).toBe('false');

    const connection = new Connection(app.server.rpcUrl, 'confirmed');
    await connection.requestAirdrop(new PublicKey(address), 1_500_000_000);
    await expect
      .poll(() => last.getByTestId('wallet-balance').textContent(), { timeout: 25_000, interval: 500 })
      .toBe('1.5 SOL');
    await screenshot(page, 'wallet-generator-revealed-desktop');

    await page.getByRole('button', { name: 'Export All' }).click();
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Confirm password').fill('correct horse battery');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    await toast(page, walletMessages.exported).waitFor();
    const file = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as EncryptedExport;
    expect(file.encrypted).toBe(true);
    expect(JSON.stringify(file)).not.toContain(privateKey);
    const opened = await decryptExport(file, 'correct horse battery');
    expect(opened.wallets).toHaveLength(10);
    expect(opened.wallets.find((w) => w.address === address)).toMatchObject({ privateKey, mnemonic });
  });

  it('imports by seed phrase with clear errors, warns before leaving and clears on confirmation', async () => {
    const page = await newPage(app.browser, MOBILE);
    await page.goto(`${app.server.url}/wallet-generator`);
    const sidebar = page.getByTestId('sidebar');
    if ((await sidebar.getAttribute('data-state')) === 'open') {
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    }
    await page.getByRole('tab', { name: 'Import Existing' }).click();
    await page.getByRole('button', { name: 'Import Wallet' }).click();
    expect(await page.getByTestId('import-error').textContent()).toBe(walletMessages.seedRequired);
    await page.getByLabel('Seed Phrase').fill(COOKBOOK_PHRASE.replace('neither', 'lonely'));
    await page.getByRole('button', { name: 'Import Wallet' }).click();
    await toast(page, walletMessages.importFailedTitle).waitFor();
    expect(await page.getByTestId('import-error').textContent()).toBe(walletMessages.seedInvalid);
    await page.getByLabel('Seed Phrase').fill(COOKBOOK_PHRASE);
    await page.getByRole('button', { name: 'Import Wallet' }).click();
    const card = page.getByTestId('wallet-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getAttribute('data-address')).toBe('5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N');
    expect(await card.getByRole('heading').textContent()).toBe('Imported Wallet 1');
    await screenshot(page, 'wallet-generator-imported-mobile');

    await page.getByLabel('Toggle sidebar').click();
    await sidebar.getByRole('link', { name: 'Token Burner' }).click();
    await page.getByText('Leave without exporting?').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/wallet-generator');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
    await toast(page, walletMessages.cleared).waitFor();
    expect(await card.count()).toBe(0);
  });
});
