import { FileDown, Send, Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MULTISENDER_PATH, recipientsHandoff } from '@web/entities/recipients/handoff';
import type { WalletBalance } from '@shared/schemas/wallet';
import { EmptyState } from '@web/components/common/empty-state';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { plural } from '@web/lib/format';
import { walletMessages } from '@shared/schemas/wallet';
import type { WalletList as List } from '../hooks/use-wallet-list';
import { ConfirmDialog } from '@web/components/common/confirm-dialog';
import { ExportDialog } from './export-dialog';
import { WalletCard } from './wallet-card';

interface WalletListProps {
  list: List;
  balances: Record<string, WalletBalance> | undefined;
}

export function WalletList({ list, balances }: WalletListProps) {
  const [exporting, setExporting] = useState(false);
  const [clearing, setClearing] = useState(false);
  const count = list.wallets.length;
  const navigate = useNavigate();
  // Addresses only: the keys stay on this page (leaving it unexported still asks first).
  const sendToAll = () =>
    void navigate(MULTISENDER_PATH, {
      state: recipientsHandoff(
        list.wallets.map((w) => w.address),
        'Wallet Generator',
      ),
    });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>Your Wallets</CardTitle>
          <CardDescription>
            {count === 0
              ? 'Nothing generated yet.'
              : `${count} wallet${count === 1 ? '' : 's'} on this page.`}
            {list.unexported ? ' Not exported yet.' : ''}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="gradient" size="sm" disabled={count === 0} onClick={sendToAll}>
            <Send aria-hidden />
            Send to These in Multisender
          </Button>
          <Button variant="outline" size="sm" disabled={count === 0} onClick={() => setExporting(true)}>
            <FileDown aria-hidden />
            Export All
          </Button>
          <Button variant="outline" size="sm" disabled={count === 0} onClick={() => setClearing(true)}>
            <Trash2 aria-hidden />
            Clear All
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {count === 0 ? (
          <EmptyState icon={Wallet} title="No Wallets Yet" className="py-12">
            Generate a wallet or import one. Keys stay in this browser tab.
          </EmptyState>
        ) : (
          list.wallets.map((w) => (
            <WalletCard
              key={w.id}
              wallet={w}
              balanceSol={balances?.[w.address]?.sol ?? null}
              onRemove={() => list.remove(w.id)}
            />
          ))
        )}
      </CardContent>
      <ExportDialog
        open={exporting}
        onOpenChange={setExporting}
        wallets={list.wallets}
        onExported={list.markExported}
      />
      <ConfirmDialog
        open={clearing}
        title="Clear all wallets?"
        description={`${count === 1 ? 'This removes the only wallet' : `This removes all ${plural(count, 'wallet')}`} from this page. Keys that were not exported cannot be recovered.`}
        confirmLabel="Clear All"
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          list.clear();
          setClearing(false);
          toast({ title: walletMessages.cleared, description: 'The wallet list is empty.', variant: 'info' });
        }}
      />
    </Card>
  );
}
