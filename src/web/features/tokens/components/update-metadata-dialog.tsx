import { PencilLine } from 'lucide-react';
import { useCallback, useState } from 'react';
import { updateMetadataSchema, type Token } from '@shared/schemas/tokens';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { OperationStatus, PHASE_LABELS } from '@web/entities/operations';
import { useUpdateMetadata } from '../hooks/use-update-metadata';

/** The row's "Update Metadata": shown only while `wallet` is the mint's metadata update authority. */
export function UpdateMetadataDialog({ token, wallet }: { token: Token; wallet: string | null }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ name: token.name, symbol: token.symbol });
  const close = useCallback(() => setOpen(false), []);
  const { submit, runner } = useUpdateMetadata(token.mint, close);
  if (!wallet || token.metadataUpdateAuthority !== wallet) return null;
  const parsed = updateMetadataSchema.safeParse(values);
  const issues = parsed.success ? {} : parsed.error.flatten().fieldErrors;
  const unchanged = parsed.success && parsed.data.name === token.name && parsed.data.symbol === token.symbol;
  const busy = runner.isPending;
  const field = (key: 'name' | 'symbol', label: string) => (
    <div className="space-y-1">
      <Label htmlFor={`meta-${key}-${token.mint}`}>{label}</Label>
      <Input
        id={`meta-${key}-${token.mint}`}
        value={values[key]}
        disabled={busy}
        aria-invalid={issues[key] ? true : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
      {issues[key]?.[0] ? <p className="text-xs font-medium text-destructive">{issues[key][0]}</p> : null}
    </div>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) {
          runner.reset();
          setValues({ name: token.name, symbol: token.symbol });
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilLine aria-hidden />
          Update Metadata
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update {token.symbol} metadata</DialogTitle>
          <DialogDescription>
            Writes a new name and symbol into the token&apos;s on-chain metadata. A longer text needs a little
            more rent, paid by your wallet.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          {field('name', 'Name')}
          {field('symbol', 'Symbol')}
          <OperationStatus state={runner.state} onRetry={runner.retry} />
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button disabled={busy || !parsed.success || unchanged} onClick={() => void submit(values)}>
            {busy ? PHASE_LABELS[runner.state.phase] : 'Update on chain'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
