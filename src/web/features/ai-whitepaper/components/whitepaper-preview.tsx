import { Copy, Download, FileDown } from 'lucide-react';
import type { Whitepaper } from '@shared/schemas/ai-whitepaper';
import { sectionMarkdown } from '@shared/schemas/ai-whitepaper';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { AuthorshipNote } from '@web/entities/ai/authorship-note';
import { toast } from '@web/lib/toast';
import { copyToClipboard } from '@web/lib/utils';
import { downloadMarkdown, downloadSection } from '../lib/export';
import { MarkdownView } from './markdown-view';

/** The selected completed paper, rendered, with per-section Copy / Export and whole-paper downloads. */
export function WhitepaperPreview({ paper, onPdf }: { paper: Whitepaper; onPdf: () => void }) {
  return (
    <Card data-testid="whitepaper-preview">
      <CardHeader className="space-y-3">
        <CardTitle>
          {paper.projectName} ({paper.tokenSymbol}) Whitepaper
        </CardTitle>
        <CardDescription>{paper.sections.length} sections</CardDescription>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => downloadMarkdown(paper)}>
            <Download aria-hidden /> Download Markdown
          </Button>
          <Button variant="outline" size="sm" onClick={onPdf}>
            <FileDown aria-hidden /> Download PDF
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {paper.sections.map((s) => (
          <section
            key={s.id}
            className="space-y-2 border-t border-border pt-4"
            data-testid={`section-${s.id}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-base font-semibold">{s.title}</h3>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Copy ${s.title}`}
                  onClick={async () => {
                    if (await copyToClipboard(sectionMarkdown(s)))
                      toast({ title: 'Copied!', description: `${s.title} copied as Markdown` });
                  }}
                >
                  <Copy aria-hidden /> Copy
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Export ${s.title}`}
                  onClick={() => downloadSection(paper, s)}
                >
                  <Download aria-hidden /> Export
                </Button>
              </div>
            </div>
            <MarkdownView markdown={s.content} />
          </section>
        ))}
        <AuthorshipNote meta={paper.meta} />
      </CardContent>
    </Card>
  );
}
