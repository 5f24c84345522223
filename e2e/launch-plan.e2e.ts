import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { getMint } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot, SHOTS_DIR } from './helpers/browser';
import { connectLocalWallet } from './helpers/wallet';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('a launcher writes a four-step plan in the browser, rehearses it and downloads the report', () => {
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

    // Build it from forms: clear the example, then add a token, a pool against SOL and a burn.
    for (let i = 2; i >= 0; i--) await page.getByRole('button', { name: `Remove step ${i + 1}` }).click();
    await page.getByLabel('Plan name').fill(`Rehearsal ${device}`);
    const kind = page.getByLabel('Step kind');
    await kind.selectOption('create-token');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.locator('#step-0-name').fill('Planned');
    await page.locator('#step-0-symbol').fill('PLN');
    await page.locator('#step-0-supply').fill('1000000');
    await page
      .locator('#step-0-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await page.getByRole('img', { name: 'Logo' }).waitFor();
    await kind.selectOption('pool');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.locator('#step-1-amountA').fill('500000');
    await page.locator('#step-1-amountB').fill('1');
    await page.locator('#step-1-lp').selectOption('burn');
    await kind.selectOption('burn');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.locator('#step-2-amount').fill('2000000');
    // More than the supply: the whole-plan check names it before anything runs.
    await page.getByText('The plan spends 2500000 PLN, more than its supply of 1000000').waitFor();
    await page.locator('#step-2-amount').fill('100000');
    await page.getByText('The plan checks out: 3 steps').waitFor();
    // A distribution of the token to two wallets, attached as a CSV.
    const holders = [Keypair.generate().publicKey.toBase58(), Keypair.generate().publicKey.toBase58()];
    await kind.selectOption('distribute');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByLabel('Attach a recipients CSV').setInputFiles({
      name: 'holders.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`address,amount\n${holders.map((h) => `${h},25`).join('\n')}\n`),
    });
    await page.getByText('2 recipients').waitFor();
    await page.getByText('The plan checks out: 4 steps').waitFor();

    await page.getByRole('button', { name: 'Rehearse this plan' }).click();
    await page.getByRole('button', { name: 'Run steps' }).click();
    // The Local Wallet has no window of its own: the page asks before each signing request (the pool
    // step asks twice: the pool, then the burn of its LP tokens).
    const prompt = page.getByRole('alertdialog', { name: 'Approve this step' });
    for (const step of [1, 2, 2, 3, 4]) {
      await prompt.getByText(`Step ${step} (`).waitFor({ timeout: 60_000 });
      if (step === 1) {
        // A screenshot of the prompt without the connect toast over it (it may close by itself first).
        await page
          .getByRole('button', { name: 'Close notification' })
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        await page
          .getByTestId('run-panel')
          .screenshot({ path: path.join(SHOTS_DIR, `launch-plan-approval-${device}.png`) });
      }
      await prompt.getByRole('button', { name: 'Approve' }).click();
    }
    await page.getByTestId('run-step-3').getByText('confirmed', { exact: true }).waitFor({ timeout: 60_000 });
    for (const i of [0, 1, 2, 3]) {
      expect(await page.getByTestId(`run-step-${i}`).getByText('confirmed', { exact: true }).count()).toBe(1);
    }
    const mintText = await page
      .getByTestId('run-step-0')
      .getByText(/^mint:/)
      .textContent();
    expect(mintText).toBeTruthy();
    await screenshot(page, `launch-plan-${device}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download report' }).click();
    const file = await (await download).path();
    const report = readFileSync(file, 'utf8');
    expect(report).toMatch(new RegExp(`# Launch plan report: Rehearsal ${device}`));
    const mint = /\| 1 \| token \| create-token \| confirmed \| mint: (\w+)/.exec(report)?.[1] ?? '';
    // Independent client: the token exists with the burn applied.
    const onChain = await getMint(
      connection,
      new PublicKey(mint),
      'confirmed',
      (await connection.getAccountInfo(new PublicKey(mint)))?.owner,
    );
    expect(onChain.supply).toBe(900_000n * 10n ** 6n);
    for (const h of holders) {
      const held = await connection.getParsedTokenAccountsByOwner(new PublicKey(h), {
        mint: new PublicKey(mint),
      });
      expect(held.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('25');
    }
    // The pool's LP tokens were burned: the wallet holds none of the LP mint.
    const lpText =
      (await page
        .getByTestId('run-step-1')
        .getByText(/^lpMint:/)
        .textContent()) ?? '';
    expect(lpText).toBeTruthy();
    expect(report).toMatch(/lpMint: \w+/);
    const lpMint = /lpMint: (\w+)/.exec(report)?.[1] ?? '';
    const lp = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
      mint: new PublicKey(lpMint),
    });
    expect(lp.value.map((a) => a.account.data.parsed.info.tokenAmount.amount)).toEqual(['0']);
    await page.close();
  });
});
