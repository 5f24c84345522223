import type { ComplianceCheck } from '@shared/schemas/compliance';
import type { MintFacts } from './chain-facts';

/** Everything the checks read, gathered from the chain and the database by `scan.ts`. */
export interface ScanFacts {
  mint: MintFacts;
  /** Top holders' shares of supply (percent), pool/curve/LP vaults and burn addresses excluded. */
  holderPercents: number[];
  liquidityUsd: number;
  poolCount: number;
  /** Share of LP burned or locked across the token's pools (percent); null without pools. */
  lpSafePercent: number | null;
  creator: { address: string; tokens: number; mintAuthorityKept: number } | null;
  copycatOf: string | null;
}

type Draft = Omit<ComplianceCheck, 'score' | 'status'> & { triggered: boolean | null };

const pct = (v: number) => `${Math.round(v * 100) / 100}%`;
const usd = (v: number) => `$${v.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

function extensionChecks(m: MintFacts): Draft[] {
  const has = (name: string) => m.extensions.has(name);
  const fee = m.extensions.get('transferFeeConfig')?.newerTransferFee as
    { transferFeeBasisPoints?: number } | undefined;
  const feeBps = fee?.transferFeeBasisPoints ?? 0;
  const frozen = m.extensions.get('defaultAccountState')?.accountState === 'frozen';
  const risky: Draft[] = [
    {
      id: 'permanent_delegate',
      title: 'Permanent Delegate',
      category: 'Token-2022',
      level: 'danger',
      weight: 30,
      triggered: has('permanentDelegate'),
      detail: 'A permanent delegate can move or burn tokens from any holder.',
    },
    {
      id: 'transfer_fee',
      title: 'Transfer Fee',
      category: 'Token-2022',
      level: feeBps > 500 ? 'danger' : 'warn',
      weight: feeBps > 500 ? 25 : 10,
      triggered: has('transferFeeConfig'),
      detail: `Every transfer pays a fee of ${feeBps / 100}%.`,
    },
    {
      id: 'transfer_hook',
      title: 'Transfer Hook',
      category: 'Token-2022',
      level: 'warn',
      weight: 15,
      triggered: has('transferHook'),
      detail: 'A program runs on every transfer and can refuse it.',
    },
    {
      id: 'default_frozen',
      title: 'Default Account State Frozen',
      category: 'Token-2022',
      level: 'danger',
      weight: 20,
      triggered: frozen,
      detail: 'New token accounts start frozen until the freeze authority thaws them.',
    },
    {
      id: 'non_transferable',
      title: 'Non-Transferable',
      category: 'Token-2022',
      level: 'danger',
      weight: 40,
      triggered: has('nonTransferable'),
      detail: 'Holders cannot transfer or sell the token.',
    },
  ];
  const present = risky.filter((c) => c.triggered);
  if (present.length > 0) return present;
  const detail =
    m.program === 'token-2022'
      ? 'No risky Token-2022 extension is enabled.'
      : 'SPL Token mint without extensions.';
  return [
    {
      id: 'extensions',
      title: 'Token-2022 Extensions',
      category: 'Token-2022',
      level: 'danger',
      weight: 0,
      triggered: false,
      detail,
    },
  ];
}

/** What a check is called when it passes (RugCheck names only the risk). */
const PASSED_TITLES: Record<string, string> = {
  mint_authority: 'Mint Authority revoked',
  freeze_authority: 'Freeze Authority revoked',
  mutable_metadata: 'Immutable metadata',
  top_holders: 'Top 10 holders distribution',
  single_holder: 'No dominant single holder',
  liquidity: 'Liquidity',
  lp_unlocked: 'LP burned or locked',
  creator_history: 'Creator history',
  copycat: 'Original name and symbol',
};

/** The scanner's checks, named the way RugCheck names its risks. */
export function buildChecks(f: ScanFacts): ComplianceCheck[] {
  const m = f.mint;
  const top10 = f.holderPercents.slice(0, 10).reduce((s, v) => s + v, 0);
  const single = f.holderPercents[0] ?? 0;
  const drafts: Draft[] = [
    {
      id: 'mint_authority',
      title: 'Mint Authority still enabled',
      category: 'Authorities',
      level: 'danger',
      weight: 30,
      triggered: m.mintAuthority !== null,
      detail: m.mintAuthority
        ? `${m.mintAuthority} can mint more tokens at any time.`
        : 'Mint authority revoked: the supply is fixed.',
    },
    {
      id: 'freeze_authority',
      title: 'Freeze Authority still enabled',
      category: 'Authorities',
      level: 'danger',
      weight: 20,
      triggered: m.freezeAuthority !== null,
      detail: m.freezeAuthority
        ? `${m.freezeAuthority} can freeze any holder's account.`
        : 'Freeze authority revoked.',
    },
    {
      id: 'mutable_metadata',
      title: 'Mutable metadata',
      category: 'Metadata',
      level: 'warn',
      weight: 10,
      triggered: m.hasMetadata ? m.updateAuthority !== null : null,
      detail: !m.hasMetadata
        ? 'No on-chain metadata found.'
        : m.updateAuthority
          ? `Update authority ${m.updateAuthority} can change name, symbol and URI.`
          : 'Metadata is immutable.',
    },
    ...extensionChecks(m),
    {
      id: 'top_holders',
      title: 'Top 10 holders high ownership',
      category: 'Distribution',
      level: top10 > 80 ? 'danger' : 'warn',
      weight: top10 > 80 ? 20 : 10,
      triggered: top10 > 50,
      detail: `Top 10 holders own ${pct(top10)} of supply (pool, curve and LP vaults excluded).`,
    },
    {
      id: 'single_holder',
      title: 'Single holder ownership',
      category: 'Distribution',
      level: single > 30 ? 'danger' : 'warn',
      weight: single > 30 ? 20 : 10,
      triggered: single > 10,
      detail: `The largest holder owns ${pct(single)} of supply.`,
    },
    {
      id: 'liquidity',
      title: f.poolCount === 0 ? 'No liquidity pool' : 'Low Liquidity',
      category: 'Liquidity',
      level: f.liquidityUsd < 1000 ? 'danger' : 'warn',
      weight: f.liquidityUsd < 1000 ? 25 : 10,
      triggered: f.liquidityUsd < 10_000,
      detail:
        f.poolCount === 0
          ? 'The token has no pool on this platform.'
          : `${usd(f.liquidityUsd)} of liquidity across ${f.poolCount} pool(s).`,
    },
    {
      id: 'lp_unlocked',
      title: 'Large Amount of LP Unlocked',
      category: 'Liquidity',
      level: 'warn',
      weight: 15,
      triggered: f.lpSafePercent === null ? null : f.lpSafePercent < 90,
      detail:
        f.lpSafePercent === null
          ? 'No LP tokens to check.'
          : `${pct(f.lpSafePercent)} of LP tokens are burned or locked.`,
    },
    {
      id: 'creator_history',
      title: 'Creator history',
      category: 'Creator',
      level: 'warn',
      weight: 10,
      triggered: f.creator ? f.creator.mintAuthorityKept > 1 : null,
      detail: f.creator
        ? `Creator ${f.creator.address} launched ${f.creator.tokens} token(s) here; ${f.creator.mintAuthorityKept} kept mint authority.`
        : 'Not created in this app: no creator history.',
    },
    {
      id: 'copycat',
      title: 'Copycat token',
      category: 'Identity',
      level: 'danger',
      weight: 25,
      triggered: f.copycatOf !== null,
      detail: f.copycatOf
        ? `Name or symbol copies the tracked token ${f.copycatOf}.`
        : 'Name and symbol do not copy a tracked token.',
    },
  ];
  return drafts.map(({ triggered, ...c }) => {
    if (triggered === null) return { ...c, weight: 0, level: 'info', status: 'pending', score: 100 };
    if (!triggered) {
      const title = PASSED_TITLES[c.id] ?? c.title;
      return { ...c, title, level: c.weight === 0 ? 'info' : c.level, status: 'passed', score: 100 };
    }
    return {
      ...c,
      status: c.level === 'danger' ? 'failed' : 'warning',
      score: c.level === 'danger' ? 0 : 50,
    };
  });
}

/** 100 minus the weights of the checks that did not pass, never below 0. */
export const overallScore = (checks: ComplianceCheck[]): number =>
  Math.max(
    0,
    100 -
      checks.filter((c) => c.status === 'failed' || c.status === 'warning').reduce((s, c) => s + c.weight, 0),
  );
