import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Connection, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot, SHOTS_DIR } from './helpers/browser';
import { connectLocalWallet } from './helpers/wallet';

/** Waits for the last step to confirm, failing at once if the page asks for an approval meanwhile. */
async function runWithoutPrompts(page: Page, last: number) {
  const prompt = page.getByRole('alertdialog', { name: 'Approve this step' });
  const done = page.getByTestId(`run-step-${last}`).getByText('confirmed', { exact: true });
  const deadline = Date.now() + 90_000;
  while ((await done.count()) === 0) {
    expect(await prompt.count(), 'no approval prompt once "Approve all steps" is on').toBe(0);
    const failed = await page.getByText('failed', { exact: true }).count();
    expect(failed, (await page.getByTestId('run-step-1').textContent()) ?? '').toBe(0);
    if (Date.now() > deadline) {
      await screenshot(page, 'launch-plan-buys-stuck');
      expect.fail(`the run did not finish: ${await page.locator('main').innerText()}`);
    }
    await page.waitForTimeout(150);
  }
}

/** Writes a curve launch and two buys by new wallets in the plan forms, replacing the example. */
async function writeCurvePlan(page: Page, name: string) {
  for (let i = 2; i >= 0; i--) await page.getByRole('button', { name: `Remove step ${i + 1}` }).click();
  await page.getByLabel('Plan name').fill(name);
  const kind = page.getByLabel('Step kind');
  await kind.selectOption('curve-launch');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.locator('#step-0-name').fill('Comet');
  await page.locator('#step-0-symbol').fill('CMT');
  await page.locator('#step-0-description').fill('A comet on the curve, rehearsed');
  await kind.selectOption('curve-buys');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByText('Rehearsal: this page generates one wallet per buy').waitFor();
  await page.locator('#step-1-buys').fill('0.05\n0.08');
  await page.getByText('2 buys, 0.13 SOL in all').waitFor();
  await page.getByText('The plan checks out: 2 steps').waitFor();
}

describe('a launcher rehearses a curve launch with buys by new wallets, approving all steps at once', () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('on %s', async (device, viewport) => {
    const page = await newPage(app.browser, viewport);
    await page.goto(`${app.server.url}/launch-plan`);
    const sidebar = page.getByTestId('sidebar');
    if (device === 'mobile' && (await sidebar.getAttribute('data-state')) === 'open') {
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    }
    const owner = await connectLocalWallet(page);
    const connection = new Connection(app.server.rpcUrl, 'confirmed');
    await connection.confirmTransaction(
      await connection.requestAirdrop(new PublicKey(owner), 5e9),
      'confirmed',
    );

    await writeCurvePlan(page, `Curve ${device}`);
    await page
      .getByTestId('step-1')
      .screenshot({ path: path.join(SHOTS_DIR, `launch-plan-buys-form-${device}.png`) });

    await page.getByRole('button', { name: 'Rehearse this plan' }).click();
    const approveAll = page.getByRole('switch', { name: 'Approve all steps' });
    if (device === 'desktop') {
      // Off: the page asks before the first step; turned on mid-run, it approves that request and the rest.
      await page.getByRole('button', { name: 'Run steps' }).click();
      await page.getByRole('alertdialog', { name: 'Approve this step' }).getByText('Step 1 (').waitFor();
      await approveAll.click();
    } else {
      await approveAll.click();
      await page.getByText('On for this run').waitFor();
      await page.getByRole('button', { name: 'Run steps' }).click();
    }
    await runWithoutPrompts(page, 1);
    expect(await page.getByTestId('run-step-0').getByText('confirmed', { exact: true }).count()).toBe(1);
    // The grant ended with the run.
    await expect.poll(() => page.getByText('On for this run').count()).toBe(0);
    const buyers = page.getByRole('list', { name: 'Buyers of curve-buys' });
    for (const i of [0, 1]) await buyers.getByTestId(`buyer-${i}`).getByText('confirmed').waitFor();
    await expect.poll(() => buyers.getByText('buys 0.08 SOL').count()).toBe(1);
    await screenshot(page, `launch-plan-buys-${device}`);
    await page
      .getByTestId('run-panel')
      .screenshot({ path: path.join(SHOTS_DIR, `launch-plan-buys-run-${device}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // The buyers' keys are kept in this browser for the run (a reload resumes with them).
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('solx.launch-plan.rehearsal-buyers.'))
        .map((k) => JSON.parse(localStorage.getItem(k) ?? '{}') as { seeds: Record<string, string> }),
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download report' }).click();
    const report = readFileSync(await (await download).path(), 'utf8');
    const mint = /\| 1 \| curve-launch \| curve-launch \| confirmed \| mint: (\w+)/.exec(report)?.[1] ?? '';
    const wallets = [...report.matchAll(/\| curve-buys \| \d \| (\w+) \|/g)].map((m) => m[1] ?? '');
    expect(wallets).toHaveLength(2);
    expect(kept.some((k) => wallets.every((w) => w in k.seeds))).toBe(true);
    // Independent client: each buyer wallet holds the curve's token, and not the owner's address.
    for (const w of wallets) {
      expect(w).not.toBe(owner);
      const held = await connection.getParsedTokenAccountsByOwner(new PublicKey(w), {
        mint: new PublicKey(mint),
      });
      expect(Number(held.value[0]?.account.data.parsed.info.tokenAmount.amount ?? 0)).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('resumes the buys after a reload with the buyer keys this browser kept', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/launch-plan`);
    const owner = await connectLocalWallet(page);
    const connection = new Connection(app.server.rpcUrl, 'confirmed');
    await connection.confirmTransaction(
      await connection.requestAirdrop(new PublicKey(owner), 5e9),
      'confirmed',
    );
    await writeCurvePlan(page, 'Curve reload');
    await page.getByRole('button', { name: 'Rehearse this plan' }).click();
    await page.getByRole('button', { name: 'Run steps' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Approve this step' });
    await prompt.getByText('Step 1 (').waitFor();
    await prompt.getByRole('button', { name: 'Approve' }).click();
    // The launch confirmed; at the buys' first request the page is reloaded (no grant survives it).
    await prompt.getByText('Step 2 (').waitFor({ timeout: 60_000 });
    await page.reload();
    await expect.poll(() => page.getByTestId('wallet-control').getAttribute('title')).toBe(owner);
    await page.getByTestId('run-step-0').getByText('confirmed', { exact: true }).waitFor();
    expect(await page.getByText('On for this run').count()).toBe(0);
    await page.getByRole('switch', { name: 'Approve all steps' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await runWithoutPrompts(page, 1);
    const buyers = page.getByRole('list', { name: 'Buyers of curve-buys' });
    for (const i of [0, 1]) await buyers.getByTestId(`buyer-${i}`).getByText('confirmed').waitFor();
    await page.close();
  });
});
