/** Decimal places for a price axis: enough to show ~5 significant digits of BONK-sized prices. */
export function pricePrecision(price: number | undefined): { precision: number; minMove: number } {
  if (price === undefined || !Number.isFinite(price) || price <= 0) return { precision: 2, minMove: 0.01 };
  const precision = Math.min(12, Math.max(2, Math.ceil(-Math.log10(price)) + 4));
  return { precision, minMove: 10 ** -precision };
}
