import { X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { TokenImage } from '@shared/schemas/token-images';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { uploadTokenImage } from '../api/upload-token-image';
import { imageFileProblem, toBase64 } from '../lib/image-file';

interface TokenImageUploadProps {
  image: TokenImage | null;
  disabled?: boolean;
  onUploaded: (image: TokenImage) => void;
  onRemove: () => void;
}

const IMAGE_ERROR_TITLE = 'Image Not Uploaded';

/** The token's logo: checked here, stored by this app, and published as the metadata `image`. */
export function TokenImageUpload({ image, disabled, onUploaded, onRemove }: TokenImageUploadProps) {
  const [uploading, setUploading] = useState(false);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = imageFileProblem(bytes);
    if (problem) {
      input.value = '';
      toast({ title: IMAGE_ERROR_TITLE, description: problem, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadTokenImage(toBase64(bytes)));
    } catch (error) {
      input.value = '';
      const description = error instanceof Error ? error.message : 'Upload failed';
      toast({ title: IMAGE_ERROR_TITLE, description, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor="token-image-file">Token Image</Label>
      {image ? (
        <div className="flex items-center gap-3 rounded-lg border border-success/30 bg-success/10 px-3 py-2">
          <img
            src={new URL(image.url).pathname}
            alt="Token image preview"
            className="size-10 shrink-0 rounded-full object-cover"
            data-testid="token-image-preview"
          />
          <p className="min-w-0 flex-1 truncate text-sm">
            {Math.ceil(image.size / 1024)} KB · {image.contentType.replace('image/', '').toUpperCase()}
          </p>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Remove token image"
            disabled={disabled}
            onClick={onRemove}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <Input
          id="token-image-file"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={disabled || uploading}
          aria-describedby="token-image-hint"
          onChange={(event) => void handleChange(event)}
          className="cursor-pointer text-muted-foreground"
        />
      )}
      <p id="token-image-hint" className="text-xs text-muted-foreground">
        {uploading
          ? 'Uploading…'
          : 'Optional PNG, JPEG, GIF or WEBP up to 512 KB. Stored by this app and shown wherever your token appears.'}
      </p>
    </div>
  );
}
