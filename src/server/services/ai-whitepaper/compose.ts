import { INDUSTRY_LABELS, type SectionId, type WhitepaperRequest } from '@shared/schemas/ai-whitepaper';
import { amount, pct, type Composer } from '../../lib/ai/composer';
import {
  chainRisks,
  controls,
  distributionTable,
  planAgainstChain,
  poolsSection,
  summaryFacts,
} from './chain-sections';
import type { TokenFacts } from './facts';

/** One section's Markdown, written from the form's own words and the token's real numbers. */
export type SectionWriter = (input: WhitepaperRequest, facts: TokenFacts | null, c: Composer) => string;

const sentences = (text: string) =>
  text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The supply the paper states: the chain's, when the token was launched here, else the form's. */
export const statedSupply = (input: WhitepaperRequest, facts: TokenFacts | null) =>
  facts?.supply ?? input.totalSupply ?? null;

function tokenomics(input: WhitepaperRequest, facts: TokenFacts | null, c: Composer): string {
  const supply = statedSupply(input, facts);
  const lines: string[] = [];
  lines.push(
    supply === null
      ? `The total supply of ${input.tokenSymbol} is to be fixed before launch; no figure was given.`
      : `${input.tokenSymbol} has a total supply of **${amount(supply)}** tokens${facts ? ' (read from the chain)' : ''}.`,
  );
  if (input.allocations.length > 0) {
    lines.push('', '| Allocation | Share | Tokens |', '| --- | --- | --- |');
    for (const a of input.allocations) {
      const tokens = supply === null ? 'n/a' : amount((supply * a.percent) / 100);
      lines.push(`| ${a.label} | ${pct(a.percent)} | ${tokens} |`);
    }
    const largest = [...input.allocations].sort((a, b) => b.percent - a.percent)[0];
    if (largest)
      lines.push(
        '',
        c.pick('alloc', [
          `The largest share, ${largest.label} at ${pct(largest.percent)}, sets the token's early float.`,
          `${largest.label} holds the biggest block (${pct(largest.percent)}); its release schedule matters most.`,
        ]),
      );
  } else {
    lines.push('', 'The allocation between community, liquidity, team and treasury is not set yet.');
  }
  if (facts) {
    lines.push('', '### On-chain distribution', '', distributionTable(facts));
    const plan = planAgainstChain(input, facts);
    if (plan) lines.push('', plan);
    lines.push('', '### Pools', '', poolsSection(facts), '', '### Controls', '', controls(facts));
  }
  return lines.join('\n');
}

function roadmap(input: WhitepaperRequest, _f: TokenFacts | null, c: Composer): string {
  const phases = sentences(input.roadmapPhases);
  if (phases.length > 0) return phases.map((p, i) => `${i + 1}. ${p.replace(/^[-*\d.)\s]+/, '')}`).join('\n');
  const verb = c.pick('verb', ['Ship', 'Release', 'Deliver']);
  return [
    `1. Launch: mint ${input.tokenSymbol}, seed liquidity and publish this paper.`,
    `2. ${verb} the first version of ${input.projectName} for ${input.targetMarket || 'early users'}.`,
    '3. Grow: partnerships and community programmes measured against the goals above.',
    '4. Mature: hand parameters to holders where the design allows it.',
  ].join('\n');
}

function risks(input: WhitepaperRequest, facts: TokenFacts | null): string {
  const list = [
    `Market risk: the price of ${input.tokenSymbol} can fall to zero.`,
    `Execution risk: ${input.projectName} may not deliver the solution described.`,
    'Liquidity risk: thin pools move sharply on large trades.',
    'Regulatory risk: rules for tokens differ by country and change.',
  ];
  if (facts) list.push(...chainRisks(facts));
  return list.map((l) => `- ${l}`).join('\n');
}

const or = (value: string, fallback: string) => value || fallback;

export const SECTION_WRITERS: Record<SectionId, SectionWriter> = {
  'executive-summary': (i, f, c) =>
    `${c.pick('open', [`${i.projectName} (${i.tokenSymbol}) is`, `${i.tokenSymbol} is the token of ${i.projectName},`, `This paper presents ${i.projectName} (${i.tokenSymbol}),`])} ` +
    `a ${INDUSTRY_LABELS[i.industry]} project. ${i.projectDescription}` +
    (f
      ? `\n\n${summaryFacts(f)}`
      : statedSupply(i, f) === null
        ? ''
        : `\n\nTotal supply: ${amount(statedSupply(i, f) ?? 0)} ${i.tokenSymbol}.`),
  'problem-solution': (i, _f, c) =>
    `### ${c.pick('p', ['The problem', 'What is broken'])}\n\n${i.problemStatement}\n\n` +
    `### ${c.pick('s', ['Our solution', 'How we solve it'])}\n\n${i.solution}`,
  tokenomics,
  technology: (i, f) =>
    or(
      i.technicalSpecs,
      f
        ? `${i.projectName} runs on Solana; ${f.symbol} is a ${f.tokenProgram} mint with ${f.decimals} decimals (\`${f.mint}\`).`
        : `${i.projectName} runs on Solana; its token is a standard SPL mint.`,
    ) +
    '\n\nPools and curves on this platform are platform-owned accounts the platform co-signs, not on-chain programs.',
  roadmap,
  team: (i) => or(i.teamInfo, 'The team will be introduced before launch.'),
  partnerships: (i, _f, c) =>
    `${c.pick('pt', ['Partnerships will be pursued', 'We will seek partners'])} in ${INDUSTRY_LABELS[i.industry]} where ${i.tokenSymbol} adds clear utility. None are signed at the time of writing.`,
  'use-cases': (i) =>
    `- Pay for and access ${i.projectName} features with ${i.tokenSymbol}\n- ${sentences(i.solution)[0] ?? i.solution}`,
  'market-analysis': (i) =>
    `Target market: ${or(i.targetMarket, `${INDUSTRY_LABELS[i.industry]} users`)}.\n\n${i.problemStatement}`,
  'competitive-analysis': (i) =>
    or(
      i.competitiveAdvantage,
      `No competitive advantage was stated; ${i.projectName} should name one before launch.`,
    ),
  legal: (i) =>
    `${i.tokenSymbol} is not a security, share or promise of profit. Nothing in this paper is financial advice.`,
  risks: (i, f) => risks(i, f),
  appendix: (i, f) =>
    `- Project: ${i.projectName}\n- Symbol: ${i.tokenSymbol}\n- Industry: ${INDUSTRY_LABELS[i.industry]}` +
    (f ? `\n- Mint: \`${f.mint}\`` : ''),
};
