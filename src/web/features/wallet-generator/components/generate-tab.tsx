import { Layers, Loader2, Plus } from 'lucide-react';
import { BULK_WALLET_COUNT } from '@shared/schemas/wallet';
import type { MnemonicWordCount } from '@shared/solana/hd-wallet';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

interface GenerateTabProps {
  words: MnemonicWordCount;
  onWordsChange: (words: MnemonicWordCount) => void;
  busy: 'one' | 'bulk' | null;
  onGenerate: (count: number) => void;
}

export function GenerateTab({ words, onWordsChange, busy, onGenerate }: GenerateTabProps) {
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="word-count">Seed phrase length</Label>
        <Select value={String(words)} onValueChange={(v) => onWordsChange(v === '24' ? 24 : 12)}>
          <SelectTrigger id="word-count" aria-label="Seed phrase length">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="12">12 words</SelectItem>
            <SelectItem value="24">24 words</SelectItem>
          </SelectContent>
        </Select>
        <p className="text-xs text-muted-foreground">
          BIP39 phrase, derivation path m/44&apos;/501&apos;/0&apos;/0&apos; — imports into Phantom, Solflare
          and Backpack at the same address.
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="gradient" disabled={busy !== null} onClick={() => onGenerate(1)}>
          {busy === 'one' ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
          Generate Wallet
        </Button>
        <Button variant="outline" disabled={busy !== null} onClick={() => onGenerate(BULK_WALLET_COUNT)}>
          {busy === 'bulk' ? <Loader2 className="animate-spin" aria-hidden /> : <Layers aria-hidden />}
          Generate {BULK_WALLET_COUNT}
        </Button>
      </div>
    </div>
  );
}
