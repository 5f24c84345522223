import { Plus, Trash2, Wallet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { portfolioAddressLabel, portfolioMessages, type TrackedWallet } from '@shared/schemas/portfolio';
import { isValidAddress } from '@shared/solana/address';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useTrackedWalletMutations } from '../api/track-wallet';

interface TrackedWalletsCardProps {
  owner: string;
  wallets: TrackedWallet[];
}

/** Add a wallet address (checked before it is sent) and remove tracked ones. */
export function TrackedWalletsCard({ owner, wallets }: TrackedWalletsCardProps) {
  const [address, setAddress] = useState('');
  const { add, remove } = useTrackedWalletMutations(owner);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim();
    if (!isValidAddress(value)) {
      toast({
        title: portfolioMessages.invalidTitle,
        description: portfolioMessages.invalidAddress,
        variant: 'destructive',
      });
      return;
    }
    if (wallets.some((w) => w.address === value)) {
      toast({
        title: portfolioMessages.duplicateTitle,
        description: portfolioMessages.duplicate,
        variant: 'destructive',
      });
      return;
    }
    add.mutate(value, { onSuccess: () => setAddress('') });
  };
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Tracked Wallets</CardTitle>
          <Badge variant="secondary" data-testid="tracked-count">
            {wallets.length} tracked
          </Badge>
        </div>
        <CardDescription>
          Holdings of every tracked address are read from the chain and added up.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="flex gap-2">
          <Input
            aria-label="Wallet address"
            placeholder="Enter a Solana wallet address"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            data-testid="portfolio-address-input"
          />
          <Button type="submit" disabled={add.isPending} data-testid="portfolio-add-wallet">
            <Plus className="size-4" aria-hidden /> Add
          </Button>
        </form>
        <ul className="space-y-2">
          {wallets.map((w) => (
            <li
              key={w.address}
              className="flex items-center justify-between gap-2 rounded-xl border border-border bg-background/40 px-3 py-2"
              data-testid="tracked-wallet"
            >
              <span className="flex items-center gap-2 font-mono text-sm" title={w.address}>
                <Wallet className="size-4 text-muted-foreground" aria-hidden />
                {portfolioAddressLabel(w.address)}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${portfolioAddressLabel(w.address)}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(w.address)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
