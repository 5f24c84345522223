import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { bridgeTokens } from '@server/db/schema';
import { fundToken } from '../tests/integration/helpers/bridge';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

describe('bridge USDC from the Local Wallet to an EVM address', () => {
  const app = useAppAndBrowser();

  it('shows the fee before signing and ends completed with both hashes', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/cross-chain`);
    const owner = await connectLocalWallet(page);
    const [usdc] = await app.server.ctx.database.db
      .select()
      .from(bridgeTokens)
      .where(eq(bridgeTokens.symbol, 'USDC'));
    await fundToken(app.server, String(usdc?.mint), owner, 500_000_000n, 6);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;

    await page.getByLabel('Amount').fill('100');
    await page.getByLabel('Destination address').fill(recipient);
    const fees = page.getByTestId('bridge-fees');
    expect(await fees.textContent()).toContain('0.1 USDC');
    expect(await fees.textContent()).toContain('99.9 USDC');
    await page.getByRole('button', { name: 'Bridge Tokens' }).click();
    await toast(page, 'Bridge Started').waitFor({ timeout: 30_000 });

    const entry = page.getByTestId('bridge-history-item').first();
    await expect
      .poll(async () => entry.getByTestId('bridge-status').textContent(), { timeout: 60_000 })
      .toBe('completed');
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain('Source tx:');
    expect(text).toMatch(/Destination tx: 0x[0-9a-f]{64}/);
    expect(text).toContain('99.9 USDC');
    await screenshot(page, 'bridge-completed-desktop');
  });
});
