import { describe, expect, it } from 'vitest';
import { settingsMessages } from '@shared/schemas/settings';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet } from './helpers/wallet';

describe('Settings: the RPC provider on the embedded chain', () => {
  const app = useAppAndBrowser();

  it('keeps the platform RPC and shows Helius disabled with the plain reason', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/settings`);
    await connectLocalWallet(page);
    const section = page.getByTestId('rpc-provider');
    await section.getByTestId('rpc-health').filter({ hasText: 'In use: Platform RPC' }).waitFor();
    expect(await section.getByLabel(/Platform RPC/).isChecked()).toBe(true);
    expect(await section.getByLabel(/Helius \(your API key\)/).isDisabled()).toBe(true);
    expect(await section.getByTestId('helius-unavailable').textContent()).toBe(
      settingsMessages.heliusLocalChain,
    );
    expect(await section.getByTestId('rpc-health').textContent()).toContain('Healthy');
    await screenshot(page, 'settings-rpc-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'settings-rpc-mobile');
  });
});
