/** Neutral monogram tiles for wallets that are not installed (their real icon arrives with the extension). */
function monogram(letter: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="43" font-family="Inter,Arial,sans-serif" font-size="30" font-weight="700" ` +
    `fill="#ffffff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export const PHANTOM_ICON = monogram('P', '#AB9FF2');
export const SOLFLARE_ICON = monogram('S', '#FC7227');
export const BACKPACK_ICON = monogram('B', '#E33E3F');
