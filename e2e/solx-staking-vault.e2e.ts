import { describe, expect, it } from 'vitest';
import { stepUpMessages } from '@shared/schemas/auth';
import { keyVaultMessages } from '@shared/schemas/key-vault';
import { stakingMessages } from '@shared/schemas/staking';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

describe('SOLX staking and the API key vault from the Local Wallet', () => {
  const app = useAppAndBrowser();

  it('takes faucet SOLX, stakes it in the bronze pool and sees the stake', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/solx-staking`);
    await connectLocalWallet(page);
    await page.getByRole('button', { name: /test SOLX/ }).click();
    await toast(page, 'SOLX Received').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('10,000');
    await page.getByTestId('pool-bronze').click();
    await page.getByLabel('Amount (SOLX)').fill('1500');
    expect(await page.getByTestId('estimated-reward').textContent()).toBe('6.1644 SOLX');
    await page.getByRole('button', { name: 'Stake SOLX' }).click();
    await toast(page, stakingMessages.staked).waitFor({ timeout: 30_000 });
    await page.getByTestId('active-stake').filter({ hasText: 'Bronze Pool · 1,500 SOLX' }).waitFor();
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('8,500');
    await screenshot(page, 'solx-staking-desktop');
    const mobile = await newPage(app.browser, MOBILE);
    await mobile.goto(`${app.server.url}/solx-staking`);
    await mobile.getByTestId('pool-platinum').waitFor();
    await screenshot(mobile, 'solx-staking-mobile');
  });

  it('adds, reveals and deletes an API key', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/api-vault`);
    await connectLocalWallet(page);
    await page.getByText(keyVaultMessages.empty).waitFor();
    await page.getByLabel('Service').click();
    await page.getByRole('option', { name: 'OpenAI' }).click();
    await page.getByText('Used by the AI tools').waitFor();
    await page.getByLabel('Key name').fill('My OpenAI');
    await page.getByLabel('API key', { exact: true }).fill('sk-e2e-secret-1234abcd');
    await page.getByRole('button', { name: 'Add API Key' }).click();
    await toast(page, keyVaultMessages.added).waitFor();
    const row = page.getByTestId('api-key-row').filter({ hasText: 'My OpenAI' });
    expect(await row.getByTestId('api-key-value').textContent()).toBe('••••••••abcd');
    expect(await row.textContent()).toContain('Never');
    // The page's session alone does not reveal a key: the server wants a fresh signature naming it.
    const cookieOnly = await page.evaluate(async () => {
      const list = (await (await fetch('/api/api-vault/keys')).json()) as { keys: { id: string }[] };
      const res = await fetch(`/api/api-vault/${list.keys[0]?.id ?? ''}/reveal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return { status: res.status, body: (await res.json()) as { error: string } };
    });
    expect(cookieOnly).toEqual({
      status: 403,
      body: { error: 'step_up_required', message: stepUpMessages.required },
    });
    await row.getByRole('button', { name: 'Show key' }).click();
    await toast(page, stepUpMessages.signingTitle)
      .filter({ hasText: 'Signing: Reveal the API key "My OpenAI" (OpenAI) stored in your vault.' })
      .waitFor();
    await expect.poll(() => row.getByTestId('api-key-value').textContent()).toBe('sk-e2e-secret-1234abcd');
    await screenshot(page, 'api-vault-desktop');
    await row.getByRole('button', { name: 'Hide key' }).click();
    // API key delete asks to confirm: Cancel keeps the key, Delete Key removes it.
    await row.getByRole('button', { name: 'Delete key' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this API key?' });
    expect(await confirm.textContent()).toContain('"My OpenAI" (OpenAI)');
    await screenshot(page, 'api-vault-delete-confirm-desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('api-key-row').count()).toBe(1);
    await row.getByRole('button', { name: 'Delete key' }).click();
    await confirm.getByRole('button', { name: 'Delete Key' }).click();
    await toast(page, keyVaultMessages.deleted).waitFor();
    await page.getByText(keyVaultMessages.empty).waitFor();
  });

  it('shows the token and tokenomics pages from the chain', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/solx-token`);
    await expect.poll(() => page.getByTestId('total-supply').textContent()).toBe('1,000,000,000');
    expect(await page.getByTestId('contract-address').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    await page.getByTestId('allocation-staking').waitFor();
    await screenshot(page, 'solx-token-desktop');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await page.getByRole('img', { name: 'Unlock schedule chart' }).waitFor();
    await screenshot(page, 'tokenomics-desktop');
    const mobile = await newPage(app.browser, MOBILE);
    await mobile.goto(`${app.server.url}/solx-token`);
    await mobile.getByTestId('allocation-public').waitFor();
    await screenshot(mobile, 'solx-token-mobile');
  });
});
