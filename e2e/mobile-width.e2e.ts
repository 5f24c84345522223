import { randomBytes } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { PAGES } from '@shared/pages';
import type { ClmmPool } from '@shared/schemas/clmm';
import type { SolxOverview } from '@shared/schemas/solx';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet } from './helpers/wallet';

/** The Local Wallet's storage (src/web/wallet/local-wallet/keypair-store.ts): the browser gets our key. */
const LOCAL_WALLET_STORAGE_KEY = 'solx.localWallet.v1';

describe('every page fits 375 px once a wallet has data', () => {
  const app = useAppAndBrowser();

  /** Swaps, a CLMM position, a stake, an LP share, a token and a curve launch with a buy, a tracked wallet. */
  async function createData(w: ApiWallet) {
    const run = async (url: string, body: unknown) => {
      const { plan, op } = await w.runOperation(url, body);
      expect(op?.json.status, `${url}: ${JSON.stringify(plan.json)}`).toBe('confirmed');
      return plan.json;
    };
    const tokens = (await w.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const cp = ((await w.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.label === 'SOL/USDC' && p.lpSupply !== '0',
    );
    await run('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '3',
      slippage: 0.01,
      pair: cp?.id,
    });
    const clmm = ((await w.call('GET', '/api/clmm/pools')).json.pools as ClmmPool[]).find(
      (p) => p.label === 'SOL/USDC',
    );
    await run('/api/dex/raydium/clmm', {
      action: 'open',
      poolId: clmm?.id,
      minPrice: '140',
      maxPrice: '160',
      amountA: '1',
      amountB: '150',
    });
    expect((await w.call('POST', '/api/solx/faucet')).status).toBe(200);
    const solx = (await w.call('GET', '/api/solx/overview')).json as unknown as SolxOverview;
    await run('/api/phase7/staking/stake', { poolId: 'bronze', amount: '5000', duration: 30 });
    await run('/api/liquidity', {
      tokenA: solx.mint,
      tokenB: NATIVE_MINT,
      poolType: 'add',
      amountA: '1000',
      amountB: '1',
      slippage: 1,
      dexPlatform: 'raydium',
    });
    await run('/api/tokens/create', {
      name: 'Narrow Screen Token',
      symbol: 'NARROW',
      decimals: 6,
      totalSupply: '1,000,000',
    });
    const launch = await run('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Narrow Pup',
        tokenSymbol: 'long',
        description: 'A launch bought on its curve',
        socialLinks: { twitter: '', telegram: '', website: '' },
        initialLiquidity: '0.1',
        bondingCurve: 'standard',
      },
    });
    await run('/api/dex/pump-fun', { action: 'buy', mint: String(launch.mint), amount: '0.2' });
    expect((await w.call('POST', '/api/portfolio/wallets', { address: w.address })).status).toBe(200);
  }

  it('opens each page of the page list at 375 px after the data loads: nothing wider than the screen', async () => {
    const seed = randomBytes(32);
    const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed));
    const wallet = await ApiWallet.create(app.server.url, 20, signer);
    await createData(wallet);

    const page = await newPage(app.browser, MOBILE);
    const stored = JSON.stringify({ version: 1, seed: getBase58Decoder().decode(seed) });
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [LOCAL_WALLET_STORAGE_KEY, stored],
    );
    const sidebar = page.getByTestId('sidebar');
    const closeSidebar = async () => {
      if ((await sidebar.getAttribute('data-state')) === 'open') {
        await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
      }
    };
    await page.goto(`${app.server.url}/`);
    await closeSidebar();
    expect(await connectLocalWallet(page)).toBe(wallet.address);

    const wide: string[] = [];
    for (const { path } of PAGES) {
      await page.goto(`${app.server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await closeSidebar();
      if (path === '/portfolio') await page.getByTestId('holding-row').first().waitFor();
      await page.waitForTimeout(300);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > MOBILE.width) wide.push(`${path} (${width} px)`);
      await screenshot(page, `width-375${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
    }
    expect(wide).toEqual([]);

    // The same positions on a desktop, for the screenshot.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${app.server.url}/portfolio`);
    await page.getByTestId('holding-row').first().waitFor();
    expect(await page.getByTestId('holding-kind').allTextContents()).toEqual(
      expect.arrayContaining(['LP token', 'On bonding curve']),
    );
    await screenshot(page, 'portfolio-positions-1440');
  }, 300_000);
});
