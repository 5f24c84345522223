import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FINANCIAL_ADVICE } from '@shared/schemas/ai';
import { whitepaperMessages, type Whitepaper } from '@shared/schemas/ai-whitepaper';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startFakeOpenAi } from './helpers/fake-openai';
import { startTestServer } from './helpers/server';
import { tempDir } from '../helpers/temp-dirs';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const form = {
  projectName: 'Harbor Ledger',
  tokenSymbol: 'hbr',
  projectDescription: 'A shared ledger for container shipping documents.',
  industry: 'supply-chain',
  problemStatement: 'Bills of lading still travel as paper and get lost between ports.',
  solution: 'Each bill is a signed record that carriers and banks can check instantly.',
  roadmapPhases: 'Pilot with two ports\nOpen the API to banks',
  includeSections: ['roadmap', 'risks'],
  totalSupply: 5_000_000,
  allocations: [
    { label: 'Community', percent: 40 },
    { label: 'Liquidity', percent: 35 },
    { label: 'Team', percent: 25 },
  ],
};

describe('whitepaper generator: a server job per wallet, both back ends, Markdown and PDF', () => {
  let server: Server;
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let alice: ApiWallet;
  let bob: ApiWallet;

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      env: { AI_BASE_URL: ai.baseUrl, AI_MODEL: 'recorded-model', AI_TIMEOUT_MS: '3000' },
    });
    [alice, bob] = await Promise.all([ApiWallet.create(server.url, 20), ApiWallet.create(server.url, 0)]);
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await ai.close();
  });

  /** Polls the stored paper until its job has stopped, keeping every progress value seen. */
  async function finish(wallet: ApiWallet, id: string): Promise<Whitepaper & { seen: number[] }> {
    const seen: number[] = [];
    for (;;) {
      const { json } = await wallet.call('GET', `/api/ai/whitepaper/${id}`);
      const paper = json as unknown as Whitepaper;
      seen.push(paper.progress);
      if (paper.status !== 'generating') return { ...paper, seen };
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('the template writes the locked and chosen sections from the form and its numbers', async () => {
    const started = await alice.call('POST', '/api/ai/whitepaper', { ...form, backend: 'template' });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'generating', progress: 0, tokenSymbol: 'HBR' });
    const paper = await finish(alice, String(started.json.id));
    expect(paper.status).toBe('completed');
    expect(paper.progress).toBe(100);
    expect(paper.meta).toMatchObject({ backend: 'Template', disclaimer: NOT_FINANCIAL_ADVICE });
    expect(paper.sections.map((s) => s.id)).toEqual([
      'executive-summary',
      'problem-solution',
      'tokenomics',
      'roadmap',
      'risks',
    ]);
    const byId = Object.fromEntries(paper.sections.map((s) => [s.id, s.content]));
    expect(byId['executive-summary']).toContain('Harbor Ledger');
    expect(byId['problem-solution']).toContain('Bills of lading');
    expect(byId.tokenomics).toContain('5,000,000');
    expect(byId.tokenomics).toContain('| Team | 25% | 1,250,000 |');
    expect(byId.roadmap).toContain('1. Pilot with two ports');
    // Same input, same words; another project reads differently and carries its own name.
    const again = await finish(
      alice,
      String((await alice.call('POST', '/api/ai/whitepaper', { ...form, backend: 'template' })).json.id),
    );
    expect(again.sections).toEqual(paper.sections);

    const list = (await alice.call('GET', '/api/ai/whitepaper')).json.whitepapers as Whitepaper[];
    expect(list).toHaveLength(2);
    expect((await bob.call('GET', '/api/ai/whitepaper')).json.whitepapers).toEqual([]);
    expect((await bob.call('GET', `/api/ai/whitepaper/${paper.id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/ai/whitepaper`)).status).toBe(401);
  });

  it('the PDF is rendered on the server and has pages', async () => {
    const [paper] = (await alice.call('GET', '/api/ai/whitepaper')).json.whitepapers as Whitepaper[];
    const res = await fetch(`${server.url}/api/ai/whitepaper/${paper?.id ?? ''}/pdf`, {
      headers: { cookie: alice.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const dir = tempDir('solx-whitepaper-');
    const file = path.join(dir, 'paper.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('Harbor Ledger (HBR) Whitepaper');
    execFileSync('pdftoppm', ['-png', '-r', '40', file, path.join(dir, 'page')]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png')).length).toBeGreaterThanOrEqual(1);
    expect((await bob.call('GET', `/api/ai/whitepaper/${paper?.id ?? ''}/pdf`)).status).toBe(404);
  });

  it('the model writes each section (a broken answer retried once); the numbers table stays ours', async () => {
    ai.script([
      { content: 'Here is the section:' },
      { content: JSON.stringify({ content: 'Model-written prose about the Harbor Ledger project.' }) },
    ]);
    const started = await alice.call('POST', '/api/ai/whitepaper', form);
    const paper = await finish(alice, String(started.json.id));
    expect({ status: paper.status, error: paper.error }).toEqual({ status: 'completed', error: null });
    expect(paper.meta.backend).toBe('recorded-model');
    expect(ai.requests).toHaveLength(6); // five sections, one retry
    expect(paper.sections[0]?.content).toBe('Model-written prose about the Harbor Ledger project.');
    expect(paper.sections.find((s) => s.id === 'tokenomics')?.content).toContain(
      '| Team | 25% | 1,250,000 |',
    );
    expect(paper.seen.every((p, i) => i === 0 || p >= (paper.seen[i - 1] ?? 0))).toBe(true);
  });

  it('a model that never answers fails the paper with a clear message; failed papers are not exported', async () => {
    ai.script([{ hang: true }]);
    const started = await alice.call('POST', '/api/ai/whitepaper', form);
    const paper = await finish(alice, String(started.json.id));
    expect(paper.status).toBe('failed');
    expect(paper.error).toContain('no answer within');
    const pdf = await alice.call('GET', `/api/ai/whitepaper/${paper.id}/pdf`);
    expect(pdf).toMatchObject({ status: 409, json: { message: whitepaperMessages.notCompleted } });
  });

  it('a token the wallet created here lends its real supply and authorities', async () => {
    const { op } = await alice.runOperation('/api/tokens/create', {
      name: 'Harbor',
      symbol: 'HBR',
      decimals: 6,
      totalSupply: '2,500,000',
      revokeMintAuthority: true,
      revokeFreezeAuthority: false,
    });
    const mint = String((op?.json.result as { mint: string }).mint);
    const started = await alice.call('POST', '/api/ai/whitepaper', { ...form, mint, backend: 'template' });
    const paper = await finish(alice, String(started.json.id));
    const tokenomics = paper.sections.find((s) => s.id === 'tokenomics')?.content ?? '';
    expect(tokenomics).toContain('**2,500,000** tokens (read from the chain)');
    expect(tokenomics).toContain('| Team | 25% | 625,000 |');
    expect(tokenomics).toContain('Mint authority: revoked');
    expect(paper.sections.find((s) => s.id === 'risks')?.content).toContain(
      'freeze authority is not revoked',
    );
    // Before any pool: the whole supply sits in the creator's wallet, and the paper says so.
    expect(tokenomics).toContain('| Creator wallet | 2,500,000 | 100% |');
    expect(tokenomics).toContain('No pool trades HBR on this platform yet');
    expect(tokenomics).toContain('the pools hold 0% today, 875,000 HBR short of it');
    expect(paper.sections.find((s) => s.id === 'risks')?.content).toContain(
      "Concentration risk: one wallet (the creator's) holds 100% of the supply",
    );

    // A SOL pool seeded with 500,000 HBR: the distribution, the pool and the price come from the chain.
    const { op: pooled } = await alice.runOperation('/api/liquidity', {
      tokenA: mint,
      tokenB: NATIVE_MINT,
      poolType: 'create',
      amountA: '500000',
      amountB: '5',
      slippage: 1,
    });
    expect(pooled?.json.status).toBe('confirmed');
    const withPool = await finish(
      alice,
      String(
        (await alice.call('POST', '/api/ai/whitepaper', { ...form, mint, backend: 'template' })).json.id,
      ),
    );
    const byId = Object.fromEntries(withPool.sections.map((s) => [s.id, s.content]));
    expect(byId.tokenomics).toContain('| Creator wallet | 2,000,000 | 80% |');
    expect(byId.tokenomics).toContain('| Pool vaults (1 pool) | 500,000 | 20% |');
    expect(byId.tokenomics).toMatch(
      /\| HBR\/SOL \| constant-product \| 0\.3% \| 500,000 \| 5 SOL \| 0\.00001 SOL \|/,
    );
    expect(byId.tokenomics).toContain('the pools hold 20% today, 375,000 HBR short of it');
    expect(byId['executive-summary']).toContain(
      'On chain today: 2,500,000 HBR in circulation, mint authority revoked (the supply is fixed), 20% of the supply in 1 pool.',
    );
    // Another wallet cannot borrow Alice's token.
    const stolen = await bob.call('POST', '/api/ai/whitepaper', { ...form, mint, backend: 'template' });
    expect(stolen).toMatchObject({
      status: 400,
      json: { message: 'Pick a token you created on this platform' },
    });
  });

  it('validation messages are the spec text; hostile input is a 400', async () => {
    const post = (body: Record<string, unknown>) => alice.call('POST', '/api/ai/whitepaper', body);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...form, projectName: ' ' }, 'Project name is required'],
      [{ ...form, tokenSymbol: '' }, 'Token symbol is required'],
      [{ ...form, projectDescription: 'short' }, 'Description must be at least 10 characters'],
      [{ ...form, industry: undefined }, 'Industry is required'],
      [{ ...form, problemStatement: 'x' }, 'Problem statement is required'],
      [{ ...form, solution: 'y' }, 'Solution description is required'],
      [{ ...form, includeSections: [] }, 'Select at least one section'],
      [{ ...form, allocations: [{ label: 'Team', percent: 90 }] }, 'Allocations must add up to 100%'],
    ];
    for (const [body, message] of cases)
      expect(await post(body)).toMatchObject({ status: 400, json: { message } });
    for (const hostile of [
      { ...form, projectName: 'a\u0000b' },
      { ...form, totalSupply: 1e300 },
      { ...form, includeSections: ['nope'] },
      { ...form, projectDescription: 'x'.repeat(50_000) },
      { ...form, mint: 'not-a-mint' },
      { ...form, allocations: 'all' },
    ])
      expect((await post(hostile)).status).toBe(400);
    expect((await alice.call('GET', '/api/ai/whitepaper/not-a-uuid')).status).toBe(400);
  });
});
