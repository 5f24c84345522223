import { FileJson, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { tokenMessages } from '@shared/schemas/tokens';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { METADATA_FILE_ERROR_TITLE, isJsonFile, parseMetadataJson } from '../lib/metadata-file';

interface MetadataUploadProps {
  fileName: string | null;
  fieldCount: number;
  disabled?: boolean;
  onLoaded: (fileName: string, metadata: Record<string, unknown>) => void;
  onRemove: () => void;
}

/** Optional JSON metadata (image, links, attributes) stored with the token and served at its URI. */
export function MetadataUpload({ fileName, fieldCount, disabled, onLoaded, onRemove }: MetadataUploadProps) {
  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!isJsonFile(file)) {
      input.value = '';
      toast({
        title: tokenMessages.invalidFileTitle,
        description: tokenMessages.invalidFileText,
        variant: 'destructive',
      });
      return;
    }
    const parsed = parseMetadataJson(await file.text());
    if (!parsed.ok) {
      input.value = '';
      toast({ title: METADATA_FILE_ERROR_TITLE, description: parsed.description, variant: 'destructive' });
      return;
    }
    onLoaded(file.name, parsed.metadata);
    toast({
      title: tokenMessages.fileUploaded,
      description: `${file.name} will be published with your token.`,
      variant: 'success',
    });
  }

  return (
    <div className="space-y-2">
      <Label htmlFor="token-metadata-file">Metadata File</Label>
      {fileName ? (
        <div className="flex items-center gap-3 rounded-lg border border-success/30 bg-success/10 px-3 py-2">
          <FileJson className="size-5 shrink-0 text-success" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" data-testid="metadata-file-name">
              {fileName}
            </p>
            <p className="text-xs text-muted-foreground">
              {fieldCount} {fieldCount === 1 ? 'field' : 'fields'}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Remove metadata file"
            disabled={disabled}
            onClick={onRemove}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <Input
          id="token-metadata-file"
          type="file"
          accept=".json,application/json"
          disabled={disabled}
          aria-describedby="token-metadata-hint"
          onChange={(event) => void handleChange(event)}
          className="cursor-pointer text-muted-foreground"
        />
      )}
      <p id="token-metadata-hint" className="text-xs text-muted-foreground">
        Optional JSON file (image, website, socials). It is served at the token&apos;s metadata URI.
      </p>
    </div>
  );
}
