import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { keyVaultMessages, vaultServiceFor, type StoredApiKey } from '@shared/schemas/key-vault';
import { keyVaultKeys } from '../api/query-keys';
import { ConfirmDialog } from '@web/components/common/confirm-dialog';
import { EmptyState } from '@web/components/common/empty-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { errorMessage } from '@web/entities/operations/operation-error';
import { confirmWithWallet, useWallet } from '@web/wallet';
import { deleteApiKey } from '../api/delete-api-key';
import { revealApiKey } from '../api/reveal-api-key';

/**
 * Stored keys, masked; showing one asks the server to decrypt it for its owner, hiding forgets it. Showing
 * and deleting are each confirmed by a fresh wallet signature naming the key; deleting asks on the page
 * first, since a wallet prompt alone reads like any other signature.
 */
export function KeyList({ keys }: { keys: StoredApiKey[] }) {
  const queryClient = useQueryClient();
  const { signMessage } = useWallet();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<StoredApiKey | null>(null);
  const reveal = useMutation({
    mutationFn: async (id: string) =>
      revealApiKey(id, await confirmWithWallet({ action: 'reveal_api_key', target: id }, signMessage)),
    onSuccess: (res, id) => setRevealed((r) => ({ ...r, [id]: res.apiKey })),
    onError: (error) =>
      toast({
        title: 'Reveal Failed',
        description: errorMessage(error, keyVaultMessages.unreadable),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      deleteApiKey(id, await confirmWithWallet({ action: 'delete_api_key', target: id }, signMessage)),
    onSuccess: () => {
      toast({ title: keyVaultMessages.deleted, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: keyVaultKeys.list() });
    },
    onError: (error) =>
      toast({
        title: 'Failed to Delete API Key',
        description: errorMessage(error, keyVaultMessages.deleteFailed),
        variant: 'destructive',
      }),
  });
  if (keys.length === 0)
    return (
      <EmptyState icon={KeyRound} title={keyVaultMessages.empty}>
        Add a key to store it encrypted.
      </EmptyState>
    );
  const hide = (id: string) =>
    setRevealed((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== id)));
  return (
    <>
      <ul className="space-y-3" aria-label="Stored API keys">
        {keys.map((k) => {
          const plain = revealed[k.id];
          return (
            <li
              key={k.id}
              className="space-y-2 rounded-xl border border-border p-4"
              data-testid="api-key-row"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold">{k.keyName}</p>
                  <p className="text-xs text-muted-foreground">
                    {vaultServiceFor(k.service)?.name ?? k.service} ·{' '}
                    {k.category === 'popular' ? 'Popular' : 'Other'}
                  </p>
                </div>
                <Badge variant={k.isActive ? 'success' : 'secondary'}>
                  {k.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </div>
              <div className="flex items-center gap-2">
                <code
                  className="min-w-0 flex-1 truncate rounded-md bg-muted px-2 py-1 text-sm"
                  data-testid="api-key-value"
                >
                  {plain ?? k.maskedKey}
                </code>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={plain ? 'Hide key' : 'Show key'}
                  disabled={reveal.isPending}
                  onClick={() => (plain ? hide(k.id) : reveal.mutate(k.id))}
                >
                  {plain ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label="Delete key"
                  disabled={remove.isPending}
                  onClick={() => setDeleting(k)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Created {new Date(k.createdAt).toLocaleDateString()} · Last used{' '}
                {k.lastUsed ? new Date(k.lastUsed).toLocaleString() : 'Never'}
              </p>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this API key?"
        description={
          deleting
            ? `"${deleting.keyName}" (${vaultServiceFor(deleting.service)?.name ?? deleting.service}) is removed from your vault for good. Anything still using it stops working.`
            : ''
        }
        confirmLabel="Delete Key"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}
