import type { WalletIcon } from '@wallet-standard/base';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#9945FF"/><stop offset="1" stop-color="#14F195"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#g)"/>
<rect x="14" y="20" width="36" height="26" rx="5" fill="#0b0b14" opacity="0.85"/>
<rect x="14" y="16" width="28" height="8" rx="3" fill="#ffffff" opacity="0.9"/>
<circle cx="42" cy="33" r="4" fill="#14F195"/>
</svg>`;

/** Wallet Standard requires a base64 data URI. */
export const LOCAL_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`;

export const LOCAL_WALLET_NAME = 'Local Wallet';

export const LOCAL_WALLET_CHAINS = ['solana:localnet', 'solana:devnet'] as const;
