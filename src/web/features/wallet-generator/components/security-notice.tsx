import { NoticeCard } from '@web/components/common/notice-card';

const POINTS = [
  'Keys are generated in this browser and never sent to any server.',
  "They live only in this page's memory: reloading or leaving the page loses them.",
  'Export your wallets (optionally encrypted) and store the file offline.',
  'Anyone with a seed phrase or private key controls the wallet. Never share them.',
];

/** Spec: a security notice. These are the facts of how this page handles keys. */
export function SecurityNotice() {
  return <NoticeCard title="Security Notice" points={POINTS} testId="wallet-security-notice" />;
}
