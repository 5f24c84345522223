import type { WhitepaperRequest } from '@shared/schemas/ai-whitepaper';
import { amount, pct } from '../../lib/ai/composer';
import type { HolderGroup, TokenFacts } from './facts';

/** Paragraphs and tables the paper derives from what the chain holds for a token launched here. */

const share = (f: TokenFacts, tokens: number) => (f.supply > 0 ? (tokens / f.supply) * 100 : 0);
const price = (n: number) => n.toLocaleString('en-US', { maximumSignificantDigits: 6 });

const GROUP_LABELS: Record<HolderGroup, (f: TokenFacts) => string> = {
  creator: () => 'Creator wallet',
  pools: (f) => `Pool vaults (${f.activePools} ${f.activePools === 1 ? 'pool' : 'pools'})`,
  burned: () => 'Burned (incinerator)',
  others: (f) => `Other holders (${f.otherHolderAccounts} largest accounts)`,
  rest: () => 'Smaller accounts',
};

export function distributionTable(f: TokenFacts): string {
  const rows = (Object.keys(GROUP_LABELS) as HolderGroup[])
    .filter((g) => f.holders[g] > 0)
    .map((g) => `| ${GROUP_LABELS[g](f)} | ${amount(f.holders[g])} | ${pct(share(f, f.holders[g]))} |`);
  return ['| Holder | Tokens | Share of supply |', '| --- | --- | --- |', ...rows].join('\n');
}

export function poolsSection(f: TokenFacts): string {
  if (f.pools.length === 0)
    return `No pool trades ${f.symbol} on this platform yet: until one is seeded the token has no market price here.`;
  const rows = f.pools.map(
    (p) =>
      `| ${p.label} | ${p.type} | ${pct(p.feeBps / 100)} | ${amount(p.tokenReserve)} | ${amount(p.pairedReserve)} ${p.pairedSymbol} | ${price(p.price)} ${p.pairedSymbol} |`,
  );
  const deepest = [...f.pools].sort((a, b) => b.tokenReserve - a.tokenReserve)[0];
  return [
    `| Pool | Type | Fee | ${f.symbol} in pool | Paired side | Price of 1 ${f.symbol} |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    deepest
      ? `The deepest pool, ${deepest.label}, holds ${pct(share(f, deepest.tokenReserve))} of the supply; ` +
        `at its price the whole supply is valued at ${price(deepest.price * f.supply)} ${deepest.pairedSymbol}.`
      : '',
  ].join('\n');
}

export function controls(f: TokenFacts): string {
  const holder = f.authorityIsCreator ? 'the creator wallet' : 'a key other than the creator';
  return [
    `- Mint: \`${f.mint}\` (${f.tokenProgram}, ${f.decimals} decimals)`,
    `- Mint authority: ${f.mintAuthorityRevoked ? 'revoked — no new tokens can be minted' : `kept by ${holder} — supply can still grow`}`,
    `- Freeze authority: ${f.freezeAuthorityRevoked ? 'revoked — no holder account can be frozen' : `kept by ${holder} — holder accounts can be frozen`}`,
    `- Pools on this platform: ${f.activePools} (platform-owned, co-signed vaults)`,
  ].join('\n');
}

/** The plan's liquidity share against what the pools hold today, when the plan names one. */
export function planAgainstChain(input: WhitepaperRequest, f: TokenFacts): string | null {
  const planned = input.allocations.find((a) => /liquid|pool|\blp\b/i.test(a.label));
  const lines: string[] = [];
  if (planned) {
    const now = share(f, f.holders.pools);
    const gap = (planned.percent / 100) * f.supply - f.holders.pools;
    lines.push(
      gap > 0
        ? `The plan puts ${pct(planned.percent)} of the supply in liquidity; the pools hold ${pct(now)} today, ${amount(gap)} ${f.symbol} short of it.`
        : `The plan puts ${pct(planned.percent)} of the supply in liquidity; the pools already hold ${pct(now)}.`,
    );
  }
  const creator = share(f, f.holders.creator);
  if (creator > 0)
    lines.push(
      `The creator wallet still holds ${pct(creator)} (${amount(f.holders.creator)} ${f.symbol}) ` +
        'to distribute as the allocations above describe.',
    );
  return lines.length > 0 ? lines.join(' ') : null;
}

export function summaryFacts(f: TokenFacts): string {
  const inPools = share(f, f.holders.pools);
  return (
    `On chain today: ${amount(f.supply)} ${f.symbol} in circulation, mint authority ` +
    `${f.mintAuthorityRevoked ? 'revoked (the supply is fixed)' : 'kept (the supply can grow)'}, ` +
    (f.activePools > 0
      ? `${pct(inPools)} of the supply in ${f.activePools} ${f.activePools === 1 ? 'pool' : 'pools'}.`
      : 'no pool yet.')
  );
}

export function chainRisks(f: TokenFacts): string[] {
  const list: string[] = [];
  if (!f.mintAuthorityRevoked) list.push('Supply risk: the mint authority is not revoked.');
  if (!f.freezeAuthorityRevoked) list.push('Freeze risk: the freeze authority is not revoked.');
  const creator = share(f, f.holders.creator);
  if (creator >= 20)
    list.push(
      `Concentration risk: one wallet (the creator's) holds ${pct(creator)} of the supply; a sale of it would move any pool.`,
    );
  if (f.activePools === 0) list.push('Liquidity risk: no pool trades the token on this platform yet.');
  else if (share(f, f.holders.pools) < 5)
    list.push(`Liquidity risk: the pools hold only ${pct(share(f, f.holders.pools))} of the supply.`);
  return list;
}
