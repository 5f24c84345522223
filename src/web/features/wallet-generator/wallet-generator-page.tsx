import { useMemo } from 'react';
import { walletMessages } from '@shared/schemas/wallet';
import { formatBaseUnits } from '@shared/solana/amounts';
import { useWalletBalances } from './api/get-wallet-balances';
import { ConfirmDialog } from '@web/components/common/confirm-dialog';
import { GeneratorPanel } from './components/generator-panel';
import { SecurityNotice } from './components/security-notice';
import { WalletList } from './components/wallet-list';
import { WalletStatCards } from './components/wallet-stat-cards';
import { useLeaveWarning } from './hooks/use-leave-warning';
import { useWalletList } from './hooks/use-wallet-list';
import { PageHeader } from '@web/components/common/page-header';

/** Route /wallet-generator: wallets made in the browser; only public addresses reach the server (balances). */
export default function WalletGeneratorPage() {
  const list = useWalletList();
  const addresses = useMemo(() => list.wallets.map((w) => w.address), [list.wallets]);
  const { data: balances } = useWalletBalances(addresses);
  const blocker = useLeaveWarning(list.unexported);
  const totalSol = useMemo(() => {
    if (!balances || addresses.length === 0) return addresses.length === 0 ? '0' : null;
    const lamports = addresses.reduce((sum, a) => sum + BigInt(balances[a]?.lamports ?? '0'), 0n);
    return formatBaseUnits(lamports, 9);
  }, [balances, addresses]);

  return (
    <div className="space-y-6">
      <PageHeader title="Wallet Generator">
        Create Solana wallets with a seed phrase, or import existing ones. Keys never leave this browser.
      </PageHeader>
      <WalletStatCards
        total={list.wallets.length}
        generated={list.wallets.filter((w) => w.source === 'generated').length}
        imported={list.wallets.filter((w) => w.source === 'imported').length}
        totalSol={totalSol}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <GeneratorPanel list={list} />
          <SecurityNotice />
        </div>
        <WalletList list={list} balances={balances} />
      </div>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without exporting?"
        description={walletMessages.unexportedWarning}
        confirmLabel="Leave Page"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}
