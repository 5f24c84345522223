import { getBase58Encoder } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { bridgeDeployments, bridgeTokens } from '@server/db/schema';
import { evmAccountFromMnemonic, localWalletMnemonic } from '@web/wallet/local-wallet/evm-account';
import { LOCAL_WALLET_STORAGE_KEY } from '@web/wallet/local-wallet/keypair-store';
import { evmClients, fundToken } from '../tests/integration/helpers/bridge';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

describe('round trip with the Local Wallet alone: its EVM account receives, then signs the burn back', () => {
  const app = useAppAndBrowser();

  it('bridges USDC to the Local Wallet (EVM) address and back to Solana, both completed', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/cross-chain`);
    const owner = await connectLocalWallet(page);
    const [usdc] = await app.server.ctx.database.db
      .select()
      .from(bridgeTokens)
      .where(eq(bridgeTokens.symbol, 'USDC'));
    await fundToken(app.server, String(usdc?.mint), owner, 500_000_000n, 6);
    // The EVM address the browser should derive, computed here from the seed it stored.
    const stored = await page.evaluate((key) => localStorage.getItem(key), LOCAL_WALLET_STORAGE_KEY);
    const seed = new Uint8Array(
      getBase58Encoder().encode((JSON.parse(stored ?? '{}') as { seed: string }).seed),
    );
    const evmAddress = evmAccountFromMnemonic(localWalletMnemonic(seed)).address;

    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Use my Local Wallet (EVM) address' }).click();
    expect(await page.getByLabel('Destination address').inputValue()).toBe(evmAddress);
    await page.getByRole('button', { name: 'Bridge Tokens' }).click();
    await toast(page, 'Bridge Started').waitFor({ timeout: 30_000 });
    const status = () => page.getByTestId('bridge-history-item').first().getByTestId('bridge-status');
    await expect.poll(async () => status().textContent(), { timeout: 60_000 }).toBe('completed');

    await page.getByLabel('From').click();
    await page.getByRole('option', { name: 'Ethereum' }).click();
    await page.getByLabel('Amount').fill('50');
    await page.getByRole('button', { name: 'Use my Solana address' }).click();
    expect(await page.getByLabel('Destination address').inputValue()).toBe(owner);
    await page.getByRole('button', { name: 'Prepare Burn' }).click();
    const burn = page.getByTestId('evm-burn');
    expect(await burn.textContent()).toContain(`Local Wallet (EVM): ${evmAddress}`);
    await burn.getByRole('button', { name: 'Sign with Local Wallet (EVM)' }).click();
    await burn.getByText(/Burn sent: 0x[0-9a-f]{64}/).waitFor({ timeout: 30_000 });
    await expect.poll(async () => status().textContent(), { timeout: 60_000 }).toBe('completed');
    const back = (await page.getByTestId('bridge-history-item').first().textContent()) ?? '';
    expect(back).toContain('49.95 USDC');
    expect(back).toMatch(/Source tx: 0x[0-9a-f]{64}/);

    const [eth] = await app.server.ctx.database.db
      .select()
      .from(bridgeDeployments)
      .where(eq(bridgeDeployments.chain, 'ethereum'));
    const { pub } = evmClients(`${app.server.url}/evm/${eth?.chainId}`, Number(eth?.chainId));
    const wrapped = (eth?.tokens as Record<string, Hex> | undefined)?.USDC;
    if (!wrapped) throw new Error('no wrapped USDC');
    const left = await pub.readContract({
      address: wrapped,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [evmAddress],
    });
    expect(left).toBe(49_900_000n);
    await screenshot(page, 'bridge-local-evm-round-trip-desktop');
  });
});
