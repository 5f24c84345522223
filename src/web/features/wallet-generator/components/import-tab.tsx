import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { walletMessages } from '@shared/schemas/wallet';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { importWallet, type ImportMethod, type ImportResult } from '../lib/make-wallet';

interface ImportTabProps {
  isDuplicate: (address: string) => boolean;
  onImported: (wallet: Extract<ImportResult, { ok: true }>['wallet']) => void;
}

/** Import by seed phrase (checksum checked) or by secret key; the error says what is wrong. */
export function ImportTab({ isDuplicate, onImported }: ImportTabProps) {
  const [method, setMethod] = useState<ImportMethod>('phrase');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    try {
      const result = await importWallet(method, value);
      const message = !result.ok
        ? result.message
        : isDuplicate(result.wallet.address)
          ? walletMessages.duplicate
          : null;
      if (!result.ok || message) {
        setError(message);
        toast({ title: walletMessages.importFailedTitle, description: message, variant: 'destructive' });
        return;
      }
      onImported(result.wallet);
      setValue('');
      setError(null);
    } catch (e) {
      const description = e instanceof Error && e.message ? e.message : walletMessages.importFailedDefault;
      toast({ title: walletMessages.importFailedTitle, description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const field = method === 'phrase' ? 'Seed Phrase' : 'Private Key';
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Import with">
        {(['phrase', 'privateKey'] as const).map((m) => (
          <Button
            key={m}
            type="button"
            role="radio"
            aria-checked={method === m}
            variant={method === m ? 'secondary' : 'ghost'}
            className={method === m ? 'border border-primary/40' : 'border border-border'}
            onClick={() => {
              setMethod(m);
              setError(null);
            }}
          >
            {m === 'phrase' ? 'Seed Phrase' : 'Private Key'}
          </Button>
        ))}
      </div>
      <div className="space-y-2">
        <Label htmlFor="import-value">{field}</Label>
        {method === 'phrase' ? (
          <Textarea
            id="import-value"
            rows={3}
            autoComplete="off"
            spellCheck={false}
            placeholder="Enter your 12 or 24 word seed phrase"
            value={value}
            aria-invalid={error !== null}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : (
          <Input
            id="import-value"
            type="password"
            autoComplete="off"
            placeholder="Base58 secret key or [1,2,…] byte array"
            value={value}
            aria-invalid={error !== null}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        {error ? (
          <p role="alert" className="text-xs text-destructive" data-testid="import-error">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="gradient" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        Import Wallet
      </Button>
    </form>
  );
}
