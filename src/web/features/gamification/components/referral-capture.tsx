import { useEffect } from 'react';
import { useWallet } from '@web/wallet';

const STORAGE_KEY = 'solx_referrer';

/**
 * Keeps a `?ref=` from the landing URL until a wallet signs in, then reports it once. The server decides
 * whether it counts (only for a wallet with no confirmed operation yet), so a refusal is silently dropped.
 */
export function ReferralCapture() {
  const { status, sessionAddress } = useWallet();
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (ref) localStorage.setItem(STORAGE_KEY, ref.slice(0, 64));
  }, []);
  useEffect(() => {
    const referrer = localStorage.getItem(STORAGE_KEY);
    if (status !== 'connected' || !sessionAddress || !referrer) return;
    localStorage.removeItem(STORAGE_KEY);
    // Loaded only when there is a referral to report: the shell's first load stays within its budget.
    if (referrer !== sessionAddress) {
      void import('../api/join-by-referral')
        .then(({ joinByReferral }) => joinByReferral(referrer))
        .catch(() => undefined);
    }
  }, [status, sessionAddress]);
  return null;
}
