import { FileText, History, Lightbulb } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { whitepaperMessages, type Whitepaper } from '@shared/schemas/ai-whitepaper';
import { PageHeader } from '@web/components/common/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useTokens } from '@web/entities/tokens/token-list';
import { toast } from '@web/lib/toast';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { fetchWhitepaperPdf, useStartWhitepaper, useWhitepapers } from './api/whitepapers';
import { WhitepaperForm } from './components/whitepaper-form';
import { WhitepaperList } from './components/whitepaper-list';
import { WhitepaperPreview } from './components/whitepaper-preview';
import { saveBlob } from '@web/lib/download';
import { downloadMarkdown, pdfFileName } from './lib/export';

const TIPS = [
  'Pick a token you launched here: its real supply and authorities go into Tokenomics and Risks.',
  'State the problem with a concrete example; vague problems make vague papers.',
  'Allocations must total 100%; the paper shows each share in tokens.',
  'Roadmap phases one per line become the numbered roadmap.',
];

async function downloadPdf(paper: Whitepaper) {
  try {
    saveBlob(pdfFileName(paper), await fetchWhitepaperPdf(paper));
  } catch (error) {
    const description = error instanceof Error ? error.message : whitepaperMessages.failedDefault;
    toast({ title: 'Download Failed', description, variant: 'destructive' });
  }
}

/** Route /ai-whitepaper: a server job writes the paper section by section; papers kept per wallet. */
export default function AiWhitepaperPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const start = useStartWhitepaper();
  const list = useWhitepapers(owner).data;
  const papers = useMemo(() => list?.whitepapers ?? [], [list]);
  const tokens = useTokens(owner).data?.tokens ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const watching = useRef<string | null>(null);
  const selected = papers.find((p) => p.id === selectedId && p.status === 'completed') ?? null;

  useEffect(() => {
    const paper = papers.find((p) => p.id === watching.current);
    if (!paper || paper.status === 'generating') return;
    watching.current = null;
    if (paper.status === 'completed') {
      setSelectedId(paper.id);
      toast({ title: 'Whitepaper Generated!', variant: 'success' });
    } else {
      toast({
        title: whitepaperMessages.failedTitle,
        description: paper.error ?? whitepaperMessages.failedDefault,
        variant: 'destructive',
      });
    }
  }, [papers]);

  return (
    <div className="space-y-6">
      <PageHeader title="Whitepaper Generator" icon={FileText}>
        A structured whitepaper from your project facts, as Markdown and PDF.
      </PageHeader>
      {!owner ? (
        <ConnectWalletCard
          title="Connect Wallet to Write a Whitepaper"
          description="Whitepapers are stored with your wallet."
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>Project Details</CardTitle>
                <CardDescription>
                  Executive Summary, Problem & Solution and Tokenomics are always included.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <WhitepaperForm
                  pending={start.isPending}
                  tokens={tokens}
                  onGenerate={(body) =>
                    start.mutate(body, {
                      onSuccess: (paper) => (watching.current = paper.id),
                      onError: (e) =>
                        toast({
                          title: whitepaperMessages.failedTitle,
                          description: e.message || whitepaperMessages.failedDefault,
                          variant: 'destructive',
                        }),
                    })
                  }
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Lightbulb className="size-4" aria-hidden /> Writing Tips
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                  {TIPS.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <History className="size-4" aria-hidden /> Your Whitepapers
                </CardTitle>
              </CardHeader>
              <CardContent>
                <WhitepaperList
                  papers={papers}
                  selectedId={selectedId}
                  onSelect={(p) => setSelectedId(p.id)}
                  onExport={downloadMarkdown}
                />
              </CardContent>
            </Card>
            {selected ? (
              <WhitepaperPreview paper={selected} onPdf={() => void downloadPdf(selected)} />
            ) : (
              <Card>
                <CardContent className="py-10 text-center text-sm text-muted-foreground">
                  Generate a whitepaper, then pick a completed one to preview it.
                </CardContent>
              </Card>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
