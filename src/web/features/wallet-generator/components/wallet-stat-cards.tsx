import { Download, KeyRound, Wallet, Coins, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';

interface WalletStatCardsProps {
  total: number;
  generated: number;
  imported: number;
  totalSol: string | null;
}

function Stat({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:gap-4 sm:p-5" data-testid="wallet-stat-card">
      <span className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs text-muted-foreground sm:text-sm">{label}</p>
        <p className="truncate text-lg font-bold tabular-nums sm:text-2xl" title={value}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** Counts of the page's wallets and their combined SOL balance (read from the chain). */
export function WalletStatCards({ total, generated, imported, totalSol }: WalletStatCardsProps) {
  return (
    <section aria-label="Wallet statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <Stat
        label="Total Wallets"
        value={String(total)}
        icon={Wallet}
        tone="bg-primary/15 text-primary-soft"
      />
      <Stat
        label="Generated"
        value={String(generated)}
        icon={KeyRound}
        tone="bg-solana-green/10 text-solana-green"
      />
      <Stat label="Imported" value={String(imported)} icon={Download} tone="bg-info/10 text-info" />
      <Stat
        label="Total Balance"
        value={totalSol === null ? '—' : `${totalSol} SOL`}
        icon={Coins}
        tone="bg-warning/10 text-warning"
      />
    </section>
  );
}
