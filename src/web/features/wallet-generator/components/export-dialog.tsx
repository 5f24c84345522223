import { FileDown, Loader2, Lock } from 'lucide-react';
import { useState } from 'react';
import { walletMessages } from '@shared/schemas/wallet';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatInteger } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { downloadTextFile } from '@web/lib/download';
import { encryptExport, exportFileName, PBKDF2_ITERATIONS, plainExport } from '../lib/export-file';
import type { LocalWallet } from '../lib/wallet-types';

interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wallets: LocalWallet[];
  onExported: () => void;
}

/** Export All: a JSON file with keys and phrases, optionally sealed with a password (PBKDF2 + AES-GCM). */
export function ExportDialog({ open, onOpenChange, wallets, onExported }: ExportDialogProps) {
  const [encrypt, setEncrypt] = useState(true);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const error = !encrypt
    ? null
    : password.length < 8
      ? walletMessages.passwordTooShort
      : password !== confirm
        ? 'Passwords do not match'
        : null;

  /** Every close (Cancel, Escape, outside click, after saving) forgets the typed password. */
  function changeOpen(next: boolean) {
    if (!next) {
      setPassword('');
      setConfirm('');
    }
    onOpenChange(next);
  }

  async function save() {
    setBusy(true);
    try {
      const data = plainExport(wallets);
      const json = encrypt ? await encryptExport(data, password) : data;
      downloadTextFile(exportFileName(encrypt), JSON.stringify(json, null, 2), 'application/json');
      toast({
        title: walletMessages.exported,
        description: `${wallets.length} wallet${wallets.length === 1 ? '' : 's'} saved${encrypt ? ', encrypted' : ''}.`,
        variant: 'success',
      });
      onExported();
      changeOpen(false);
    } catch (error) {
      toast({
        title: 'Export Failed',
        description:
          error instanceof Error && error.message ? error.message : 'Could not create the export file.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export All Wallets</DialogTitle>
          <DialogDescription>
            The file holds every private key and seed phrase on this page. Store it offline.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <label className="flex items-start gap-3 text-sm">
            <Checkbox
              checked={encrypt}
              onCheckedChange={(v) => setEncrypt(v === true)}
              aria-label="Encrypt with a password"
            />
            <span>
              <span className="font-medium">Encrypt with a password</span>
              <span className="block text-xs text-muted-foreground">
                PBKDF2-SHA256 ({formatInteger(PBKDF2_ITERATIONS)} iterations) and AES-256-GCM; the
                file says how to decrypt it.
              </span>
            </span>
          </label>
          {encrypt ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1.5">
                <Label htmlFor="export-password">Password</Label>
                <Input
                  id="export-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="export-confirm">Confirm password</Label>
                <Input
                  id="export-confirm"
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </div>
              {error && password.length > 0 ? (
                <p className="text-xs text-destructive sm:col-span-2">{error}</p>
              ) : null}
            </div>
          ) : (
            <p className="rounded-lg border border-warning/30 bg-warning/10 p-3 text-xs">
              Without a password, anyone who opens the file can take the funds.
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button variant="gradient" disabled={busy || error !== null} onClick={() => void save()}>
            {busy ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : encrypt ? (
              <Lock aria-hidden />
            ) : (
              <FileDown aria-hidden />
            )}
            Download JSON
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
