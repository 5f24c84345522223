import { AlertTriangle, Download, GitMerge, Upload } from 'lucide-react';
import { useRef } from 'react';
import { parseRecipientCsv } from '@shared/math/batch-parse';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { downloadTextFile } from '@web/lib/download';
import { shortAddress } from '@web/lib/format';
import { ACCEPTED_UPLOAD, buildCsvTemplate, isAcceptedUpload } from '../lib/csv-template';
import type { BatchKindConfig } from '../lib/kinds';
import { rowsToText, type RecipientAnalysis } from '../lib/recipients';

interface RecipientsFieldProps {
  config: BatchKindConfig;
  text: string;
  analysis: RecipientAnalysis;
  error?: string;
  ownAddress: string | null;
  disabled?: boolean;
  onChange: (text: string, fromUpload?: boolean) => void;
}

/** The list (one per line, optional amount), upload of .csv/.txt, template download, bad lines and merges. */
export function RecipientsField({
  config,
  text,
  analysis,
  error,
  ownAddress,
  disabled,
  onChange,
}: RecipientsFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const id = `${config.kind}-recipients`;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedUpload(file.name)) {
      toast({
        title: 'Invalid File Type',
        description: 'Please upload a .csv or .txt file.',
        variant: 'destructive',
      });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      toast({
        title: 'Upload Failed',
        description: `Could not read ${file.name}${error instanceof Error && error.message ? `: ${error.message}` : '.'}`,
        variant: 'destructive',
      });
      return;
    }
    const parsed = parseRecipientCsv(text);
    onChange(rowsToText(parsed.entries, parsed.invalid), true);
    const rows = parsed.entries.length + parsed.invalid.length;
    toast({
      title: 'File Uploaded',
      description: `${rows} row${rows === 1 ? '' : 's'} loaded from ${file.name} (${parsed.headerSkipped ? 'header line skipped' : 'no header line'})${parsed.hasAmounts ? '; amounts found, send type set to Custom' : ''}.`,
      variant: 'success',
    });
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{config.listLabel}</Label>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => downloadTextFile(config.templateFile, buildCsvTemplate(config, ownAddress))}
          >
            <Download aria-hidden />
            CSV Template
          </Button>
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden />
            Upload
          </Button>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED_UPLOAD}
            className="sr-only"
            tabIndex={-1}
            aria-label="Upload recipients file"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      </div>
      <Textarea
        id={id}
        value={text}
        rows={8}
        spellCheck={false}
        disabled={disabled}
        placeholder={'One address per line, optionally with an amount:\nAddress1\nAddress2,25.5'}
        className="font-mono text-xs leading-5"
        aria-invalid={Boolean(error) || analysis.invalid.length > 0}
        aria-describedby={`${id}-message`}
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={`${id}-message`} className="space-y-2">
        {error ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground" data-testid="recipient-count">
            {analysis.recipients.length} valid {analysis.recipients.length === 1 ? 'recipient' : 'recipients'}
            {analysis.duplicates.length > 0 &&
              ` · ${analysis.duplicates.length} duplicate${analysis.duplicates.length === 1 ? '' : 's'} merged`}
            {analysis.invalid.length > 0 && ` · ${analysis.invalid.length} invalid`}
          </p>
        )}
        <InvalidLines analysis={analysis} />
        <MergedDuplicates analysis={analysis} />
      </div>
    </div>
  );
}

function InvalidLines({ analysis }: { analysis: RecipientAnalysis }) {
  if (analysis.invalid.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-xs"
      data-testid="invalid-lines"
    >
      <p className="mb-1 flex items-center gap-1.5 font-medium text-destructive">
        <AlertTriangle className="size-3.5" aria-hidden />
        Fix these lines before sending; nothing is sent until they are valid.
      </p>
      <ul className="max-h-32 space-y-0.5 overflow-y-auto">
        {analysis.invalid.map((line) => (
          <li key={line.line} className="flex flex-wrap gap-x-2" data-testid="invalid-line">
            <span className="shrink-0 font-medium">Line {line.line}:</span>
            <span className="min-w-0 truncate font-mono" title={line.text}>
              {line.text}
            </span>
            <span className="shrink-0 text-muted-foreground">{line.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MergedDuplicates({ analysis }: { analysis: RecipientAnalysis }) {
  if (analysis.duplicates.length === 0) return null;
  return (
    <div
      className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-xs"
      data-testid="merged-duplicates"
    >
      <p className="mb-1 flex items-center gap-1.5 font-medium text-warning">
        <GitMerge className="size-3.5" aria-hidden />
        Duplicates merged: each address is paid once{analysis.hasAmounts ? ', with its amounts added up' : ''}
        .
      </p>
      <ul className="max-h-24 space-y-0.5 overflow-y-auto">
        {analysis.duplicates.map((d) => (
          <li key={d.address}>
            <span className="font-mono" title={d.address}>
              {shortAddress(d.address, 6, 6)}
            </span>
            <span className="text-muted-foreground"> — lines {d.lines.join(', ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
