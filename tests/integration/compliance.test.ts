import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceReport } from '@shared/schemas/compliance';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';
import { tempDir } from '../helpers/temp-dirs';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('the compliance scanner scores prepared tokens from the chain and the database', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let safe = '';
  let minty = '';
  let copycat = '';

  async function createToken(symbol: string, revokeMintAuthority: boolean): Promise<string> {
    const { op } = await alice.runOperation('/api/tokens/create', {
      name: `${symbol} Token`,
      symbol,
      decimals: 6,
      totalSupply: '1,000,000',
      revokeMintAuthority,
      revokeFreezeAuthority: true,
    });
    expect(op?.json.status).toBe('confirmed');
    return String((op?.json.result as { mint: string }).mint);
  }

  async function uiBalance(owner: string, mint: string): Promise<string> {
    const res = await alice.rpc<{
      value: { account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } } }[];
    }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }]);
    return res.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString ?? '0';
  }

  const scan = async (w: ApiWallet, address: string) => {
    const res = await w.call('POST', '/api/phase7/compliance/scan', { address });
    expect(res.status).toBe(200);
    return res.json as unknown as ComplianceReport;
  };
  const check = (r: ComplianceReport, id: string) => r.checks.find((c) => c.id === id);

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob] = await Promise.all([ApiWallet.create(server.url, 150), ApiWallet.create(server.url, 1)]);
    safe = await createToken('SAFE', true);
    minty = await createToken('MINTY', false);
    copycat = await createToken('USDC', true);
    // SAFE: 95% of the supply into a SOL pool, then every LP token the launcher got is burned.
    const { op } = await alice.runOperation('/api/liquidity', {
      tokenA: safe,
      tokenB: NATIVE_MINT,
      poolType: 'create',
      amountA: '950000',
      amountB: '100',
      slippage: 1,
      dexPlatform: 'raydium',
    });
    expect(op?.json.status).toBe('confirmed');
    const lpMint = String((op?.json.result as { poolAddress: string }).poolAddress);
    const lp = await uiBalance(alice.address, lpMint);
    const burned = await alice.runOperation('/api/tokens/burn', {
      tokenAddress: lpMint,
      amount: lp,
      burnType: 'all',
      method: 'burn-instruction',
      confirmBurn: true,
    });
    expect(burned.op?.json.status).toBe('confirmed');
  }, 120_000);
  afterAll(() => server.close());

  it('a token launched here with authorities revoked and its LP burned scores well', async () => {
    const r = await scan(alice, safe);
    expect(check(r, 'mint_authority')?.status).toBe('passed');
    expect(check(r, 'freeze_authority')?.status).toBe('passed');
    expect(check(r, 'lp_unlocked')?.status).toBe('passed');
    // A passing check's title states the outcome (issue 29 item 7), not the risk it looks for.
    expect(check(r, 'lp_unlocked')?.title).toBe('LP burned or locked');
    expect(check(r, 'single_holder')?.status).toBe('passed');
    expect(check(r, 'liquidity')?.status).toBe('passed');
    expect(check(r, 'mutable_metadata')?.status).toBe('warning');
    expect(r.liquidityUsd).toBeGreaterThan(20_000);
    expect(r.overallScore).toBe(90);
    expect(r.riskLevel).toBe('low');
    expect(r.rating).toBe('Good');
  });

  it('one that keeps its mint authority and has no pool does not', async () => {
    const r = await scan(alice, minty);
    expect(check(r, 'mint_authority')).toMatchObject({ status: 'failed', level: 'danger', weight: 30 });
    expect(check(r, 'liquidity')?.title).toBe('No liquidity pool');
    expect(check(r, 'single_holder')?.status).toBe('failed');
    expect(r.riskLevel).toBe('critical');
    expect(r.rating).toBe('Danger');
  });

  it('a token named after a tracked token is flagged as a copycat', async () => {
    const r = await scan(alice, copycat);
    expect(check(r, 'copycat')?.status).toBe('failed');
    expect(check(r, 'copycat')?.detail).toContain('USDC');
    expect(check(r, 'mint_authority')?.status).toBe('passed');
    expect(r.overallScore).toBeLessThan(80);
  });

  it('stores reports per wallet and renders a PDF with pages', async () => {
    const list = (await alice.call('GET', '/api/phase7/compliance/reports')).json
      .reports as ComplianceReport[];
    expect(list.map((r) => r.tokenSymbol).sort()).toEqual(['MINTY', 'SAFE', 'USDC']);
    expect((await bob.call('GET', '/api/phase7/compliance/reports')).json.reports).toEqual([]);
    const id = list[0]?.id ?? '';
    expect((await bob.call('GET', `/api/phase7/compliance/reports/${id}/pdf`)).status).toBe(404);
    expect((await alice.call('GET', '/api/phase7/compliance/reports/not-a-uuid/pdf')).status).toBe(400);
    const res = await fetch(`${server.url}/api/phase7/compliance/reports/${id}/pdf`, {
      headers: { cookie: alice.cookie },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const dir = tempDir('solx-pdf-');
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '40', file, path.join(dir, 'page')]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png')).length).toBeGreaterThanOrEqual(1);
  });

  it('scans every listed token, native SOL and tokens in concentrated-liquidity pools included', async () => {
    const listed = (await (await fetch(`${server.url}/api/dex/tokens`)).json()) as {
      tokens: { symbol: string; mint: string }[];
    };
    const pooled = await (await fetch(`${server.url}/api/clmm/pools`)).json();
    expect(JSON.stringify(pooled)).toContain(listed.tokens.find((t) => t.symbol === 'USDC')?.mint ?? '-');
    for (const token of listed.tokens) {
      const report = await scan(bob, token.mint);
      expect(report.checks.length, token.symbol).toBeGreaterThanOrEqual(10);
    }
  });

  it('refuses a bad address and a non-mint with clear 4xx answers', async () => {
    const empty = await alice.call('POST', '/api/phase7/compliance/scan', { address: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Token address is required');
    expect((await alice.call('POST', '/api/phase7/compliance/scan', { address: 'x\u0000' })).status).toBe(
      400,
    );
    expect((await alice.call('POST', '/api/phase7/compliance/scan', { address: bob.address })).status).toBe(
      400,
    );
    const frameworks = await alice.call('GET', '/api/phase7/compliance/frameworks');
    const list = frameworks.json.frameworks as Array<{
      id: string;
      status: string;
      inForceSince: string;
      source: { label: string; url: string };
    }>;
    expect(list.length).toBeGreaterThan(3);
    // Each entry is dated and sourced; one in force is not called a draft (issue 29 item 7).
    for (const f of list) {
      expect(f.inForceSince, f.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.source.url, f.id).toMatch(/^https:\/\//);
      expect(f.source.label, f.id).not.toBe('');
      if (Date.parse(f.inForceSince) <= Date.now()) expect(f.status, f.id).toBe('active');
    }
    expect(list.find((f) => f.id === 'hk-vasp')).toMatchObject({
      status: 'active',
      inForceSince: '2023-06-01',
    });
  });
});
