import type { RehearsalPreset } from '@shared/schemas/launch-rehearsal';

/** One scripted trade: a generated wallet buys SOL worth or sells a share of what it holds. */
export type RehearsalStep =
  { wallet: number; side: 'buy'; sol: string } | { wallet: number; side: 'sell'; percent: number };

/** A buy larger than anything left: the launchpad caps it at the rest of the sale, so the curve sells out. */
const CLOSING_BUY = '100';

/**
 * The scripted trades of a preset (the launch itself is step 1). Both end with a closing buy, so a
 * rehearsal always graduates; steps after the curve sold out are skipped.
 */
export function rehearsalScript(preset: RehearsalPreset): RehearsalStep[] {
  if (preset === 'fast-sell-out') {
    return [
      ...Array.from({ length: 5 }, (_, i) => ({ wallet: i, side: 'buy' as const, sol: '17' })),
      { wallet: 5, side: 'buy', sol: CLOSING_BUY },
    ];
  }
  const steps: RehearsalStep[] = [];
  for (let i = 0; i < 9; i += 1) {
    steps.push({ wallet: i, side: 'buy', sol: '9' });
    if (i % 3 === 2) steps.push({ wallet: i - 1, side: 'sell', percent: 50 });
  }
  steps.push({ wallet: 9, side: 'buy', sol: CLOSING_BUY });
  return steps;
}

/** Lamports a wallet needs for its buys plus fees and rent. */
export function walletFunding(steps: RehearsalStep[], wallet: number): bigint {
  const buys = steps
    .filter((s): s is Extract<RehearsalStep, { side: 'buy' }> => s.wallet === wallet && s.side === 'buy')
    .reduce((sum, s) => sum + BigInt(s.sol), 0n);
  return (buys + 1n) * 1_000_000_000n;
}
