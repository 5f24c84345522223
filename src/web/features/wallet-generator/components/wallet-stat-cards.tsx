import { Coins, Download, KeyRound, Wallet } from 'lucide-react';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { formatSol } from '@web/lib/format';

interface WalletStatCardsProps {
  total: number;
  generated: number;
  imported: number;
  totalSol: string | null;
}

/** Counts of the page's wallets and their combined SOL balance (read from the chain). */
export function WalletStatCards({ total, generated, imported, totalSol }: WalletStatCardsProps) {
  return (
    <StatGrid label="Wallet statistics">
      <StatCard
        label="Total Wallets"
        value={String(total)}
        icon={Wallet}
        tone="primary"
        testId="wallet-stat-card"
      />
      <StatCard
        label="Generated"
        value={String(generated)}
        icon={KeyRound}
        tone="green"
        testId="wallet-stat-card"
      />
      <StatCard
        label="Imported"
        value={String(imported)}
        icon={Download}
        tone="info"
        testId="wallet-stat-card"
      />
      <StatCard
        label="Total Balance"
        value={totalSol === null ? '—' : formatSol(totalSol)}
        icon={Coins}
        tone="warning"
        testId="wallet-stat-card"
      />
    </StatGrid>
  );
}
