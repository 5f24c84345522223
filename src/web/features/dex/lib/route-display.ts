import type { Route, SwapResult, TokenRef } from '@shared/schemas/dex';
import { formatBase, formatUi } from '@web/entities/trade/trade-format';

export const ROUTE_KIND_LABEL: Record<Route['kind'], string> = {
  direct: 'Direct',
  'two-hop': 'Two-hop',
  split: 'Split',
};

/** "SOL → USDC → RAY" for a path, or each leg's pool for a split. */
export function routePath(route: Route, symbolOf: (mint: string) => string): string {
  if (route.kind === 'split') return route.marketInfos.map((m) => m.label).join(' + ');
  const first = route.marketInfos[0];
  if (!first) return '';
  return [first.inputMint, ...route.marketInfos.map((m) => m.outputMint)].map(symbolOf).join(' → ');
}

/** The venues a route trades on, each once, in hop order: "Raydium AMM + Pump.fun". */
export function routeVenues(route: Route): string {
  return [...new Set(route.marketInfos.map((m) => m.venue))].join(' + ');
}

/** Share of the input a split leg carries, in percent (0 when the route's input is zero). */
export function legShare(route: Route, inAmount: string): number {
  const total = Number(route.inAmount);
  return total > 0 ? (Number(inAmount) / total) * 100 : 0;
}

export function describeRoutesFound(routes: readonly Route[], output: TokenRef): string {
  const best = routes[0];
  const count = `${routes.length} route${routes.length === 1 ? '' : 's'} found`;
  return best ? `${count}. Best: ${formatUi(best.uiOutAmount)} ${output.symbol}` : count;
}

export function swapDoneText(result: SwapResult | null, input: TokenRef, output: TokenRef): string {
  if (!result) return `Swapped ${input.symbol} for ${output.symbol}`;
  return `Swapped ${formatBase(result.inAmount, input.decimals)} ${input.symbol} for ${formatBase(result.outAmount, output.decimals)} ${output.symbol}`;
}
