import { isValidAddress } from '@shared/solana/address';

/** The Multisender's page, where handed addresses arrive. */
export const MULTISENDER_PATH = '/multisender';

/**
 * Addresses one screen hands the Multisender as router state (the Wallet Generator's wallets): only
 * public addresses, never keys, and nothing stored beyond the browser's history entry.
 */
export interface RecipientsHandoff {
  recipients: { addresses: string[]; from: string };
}

export function recipientsHandoff(addresses: readonly string[], from: string): RecipientsHandoff {
  return { recipients: { addresses: [...addresses], from } };
}

/** The handed addresses in a location's state (valid ones only), or null when none were handed. */
export function readRecipientsHandoff(state: unknown): RecipientsHandoff['recipients'] | null {
  if (typeof state !== 'object' || state === null || !('recipients' in state)) return null;
  const handed = (state as Partial<RecipientsHandoff>).recipients;
  if (!handed || !Array.isArray(handed.addresses)) return null;
  const addresses = handed.addresses.filter((a): a is string => typeof a === 'string' && isValidAddress(a));
  return addresses.length > 0 ? { addresses, from: String(handed.from) } : null;
}
