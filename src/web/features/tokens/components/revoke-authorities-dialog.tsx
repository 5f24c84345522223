import { ShieldOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Token } from '@shared/schemas/tokens';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { OperationStatus, PHASE_LABELS } from '@web/entities/operations';
import { useRevokeAuthorities } from '../hooks/use-revoke-authorities';

const CHOICES = [
  {
    key: 'mintAuthority',
    revoked: 'mintAuthorityRevoked',
    label: 'Revoke mint authority',
    hint: 'No more tokens can ever be minted.',
  },
  {
    key: 'freezeAuthority',
    revoked: 'freezeAuthorityRevoked',
    label: 'Revoke freeze authority',
    hint: 'No holder’s account can ever be frozen.',
  },
] as const;

/** "Revoke authorities later": the row's action for a token that still has one; permanent, signed by the wallet. */
export function RevokeAuthoritiesDialog({ token }: { token: Token }) {
  const [open, setOpen] = useState(false);
  const left = CHOICES.filter((c) => !token[c.revoked]);
  const [chosen, setChosen] = useState({ mintAuthority: true, freezeAuthority: true });
  const close = useCallback(() => setOpen(false), []);
  const { submit, runner } = useRevokeAuthorities(token.mint, close);
  if (left.length === 0) return null;
  const body = {
    mintAuthority: chosen.mintAuthority && !token.mintAuthorityRevoked,
    freezeAuthority: chosen.freezeAuthority && !token.freezeAuthorityRevoked,
  };
  const busy = runner.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) {
          runner.reset();
          setChosen({ mintAuthority: true, freezeAuthority: true });
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ShieldOff aria-hidden />
          Revoke Authorities
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke {token.symbol} authorities</DialogTitle>
          <DialogDescription>
            Sets the chosen authorities to none on chain. This cannot be undone, and only the wallet that
            holds them can do it.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          {left.map((c) => (
            <div key={c.key} className="flex items-start gap-3 rounded-lg border border-border p-3">
              <Checkbox
                id={`revoke-${c.key}-${token.mint}`}
                checked={chosen[c.key]}
                disabled={busy}
                onCheckedChange={(v) => setChosen((s) => ({ ...s, [c.key]: v === true }))}
              />
              <div className="min-w-0 space-y-1">
                <Label htmlFor={`revoke-${c.key}-${token.mint}`}>{c.label}</Label>
                <p className="text-xs text-muted-foreground">{c.hint}</p>
              </div>
            </div>
          ))}
          <OperationStatus state={runner.state} onRetry={runner.retry} />
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={busy || !(body.mintAuthority || body.freezeAuthority)}
            onClick={() => void submit(body)}
          >
            {busy ? PHASE_LABELS[runner.state.phase] : 'Revoke for good'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
