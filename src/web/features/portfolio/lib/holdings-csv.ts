import Papa from 'papaparse';
import type { PortfolioToken } from '@shared/schemas/portfolio';

/** The Holdings tab as CSV; balances in whole tokens and in base units (exact). */
export function holdingsCsv(tokens: PortfolioToken[]): string {
  return Papa.unparse(
    tokens.map((t) => ({
      symbol: t.symbol,
      name: t.name,
      mint: t.address,
      balance: t.balance,
      balance_base_units: t.balanceUnits,
      price_usd: t.price ?? '',
      value_usd: t.value,
      change_24h_percent: t.changePercent24h,
      allocation_percent: t.allocation,
      cost_basis_usd: t.costBasis,
      pnl_usd: t.pnl,
    })),
  );
}
