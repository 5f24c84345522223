import type { BatchKindConfig } from './kinds';

/** Example rows; replace them with real recipient addresses before uploading. */
const EXAMPLE_ROWS = ['RecipientWalletAddress1', 'RecipientWalletAddress2', 'RecipientWalletAddress3'];

/**
 * The template users download (spec §7: built on the client). The first line is the header the
 * upload skips; amounts are optional and switch the send type to custom when present.
 */
export function buildCsvTemplate(config: BatchKindConfig, ownAddress?: string | null): string {
  const rows = (ownAddress ? [ownAddress, ...EXAMPLE_ROWS.slice(1)] : EXAMPLE_ROWS).map(
    (address) => `${address},${config.templateAmount}`,
  );
  return ['address,amount', ...rows].join('\n') + '\n';
}

export const ACCEPTED_UPLOAD = '.csv,.txt';

export function isAcceptedUpload(fileName: string): boolean {
  return /\.(csv|txt)$/i.test(fileName);
}
