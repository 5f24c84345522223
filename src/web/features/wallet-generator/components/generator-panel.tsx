import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { walletMessages } from '@shared/schemas/wallet';
import type { MnemonicWordCount } from '@shared/solana/hd-wallet';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import type { WalletList } from '../hooks/use-wallet-list';
import { makeGeneratedWallet } from '../lib/make-wallet';
import { GenerateTab } from './generate-tab';
import { ImportTab } from './import-tab';

/** Generate New / Import Existing (spec). Everything runs in this browser tab. */
export function GeneratorPanel({ list }: { list: WalletList }) {
  const [words, setWords] = useState<MnemonicWordCount>(12);
  const [busy, setBusy] = useState<'one' | 'bulk' | null>(null);

  // The spec's bulk button made 10 server calls 100 ms apart; generation is local here, so no stagger.
  async function generate(count: number) {
    setBusy(count > 1 ? 'bulk' : 'one');
    try {
      const made = await Promise.all(Array.from({ length: count }, () => makeGeneratedWallet(words)));
      list.add(made);
    } catch (e) {
      const description = e instanceof Error && e.message ? e.message : walletMessages.generateFailedDefault;
      toast({ title: walletMessages.generateFailedTitle, description, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-solana-purple to-solana-green">
            <KeyRound className="size-5 text-white" aria-hidden />
          </span>
          <div className="space-y-1">
            <CardTitle>Create Wallets</CardTitle>
            <CardDescription>New Solana wallets with a seed phrase, or import one you have.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="generate" className="space-y-4">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="generate">Generate New</TabsTrigger>
            <TabsTrigger value="import">Import Existing</TabsTrigger>
          </TabsList>
          <TabsContent value="generate">
            <GenerateTab
              words={words}
              onWordsChange={setWords}
              busy={busy}
              onGenerate={(n) => void generate(n)}
            />
          </TabsContent>
          <TabsContent value="import">
            <ImportTab isDuplicate={list.has} onImported={(w) => list.add([w])} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
