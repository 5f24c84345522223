import { beforeAll, describe, expect, it } from 'vitest';
import { runToEnd } from '@shared/launch-plans/runner';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';

// The dry run itself needs the app off the embedded chain, where the browser has no wallet to sign in
// with (the Local Wallet is the embedded chain's): tests/integration/launch-plan-dry-run.test.ts runs it.
describe('the Launch Plan page warns at a new token name already used on the chain', () => {
  const app = useAppAndBrowser();
  let mint = '';

  beforeAll(async () => {
    // "Rocket" (the example plan's token) already exists, created by another wallet.
    const creator = await ApiWallet.create(app.server.url, 5);
    const started = await creator.call('POST', '/api/launch-plans/runs', {
      plan: {
        version: 1,
        name: 'Taken',
        steps: [{ id: 'token', kind: 'create-token', name: 'Rocket', symbol: 'RKT', supply: '1000' }],
      },
      rehearsal: true,
    });
    const view = await runToEnd(creator, (t) => creator.sign(t), String(started.json.id));
    mint = view.steps[0]?.outputs.mint ?? '';
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'on %s: the warning names the token, the plan stays valid, no dry run on the embedded chain',
    async (device, viewport) => {
      const page = await newPage(app.browser, viewport);
      await page.goto(`${app.server.url}/launch-plan`);
      const sidebar = page.getByTestId('sidebar');
      if (device === 'mobile' && (await sidebar.getAttribute('data-state')) === 'open') {
        await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
      }
      const warnings = page.getByTestId('plan-warnings');
      await warnings.waitFor();
      expect(await warnings.textContent()).toContain(
        `Step 1: Name "Rocket" is already used by ${mint} (tokens created with this app)`,
      );
      expect(await warnings.textContent()).toContain('Step 1: Symbol "RKT" is already used by');
      await page.getByText('The plan checks out: 3 steps').waitFor();
      expect(await page.getByRole('button', { name: 'Dry run' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await warnings.scrollIntoViewIfNeeded();
      await screenshot(page, `launch-plan-name-warning-${device}`);
    },
  );
});
