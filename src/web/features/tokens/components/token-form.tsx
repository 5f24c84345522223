import { zodResolver } from '@hookform/resolvers/zod';
import { Rocket } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TokenImage } from '@shared/schemas/token-images';
import { tokenCreateSchema, type TokenCreateRequest } from '@shared/schemas/tokens';
import { Button } from '@web/components/ui/button';
import { OperationStatus, PHASE_LABELS } from '@web/entities/operations';
import { useCreateToken } from '../hooks/use-create-token';
import { withImage } from '../lib/image-file';
import { TOKEN_FORM_DEFAULTS, toCreateTokenBody, type TokenFormValues } from '../lib/token-form-values';
import { AuthoritySwitches } from './authority-switches';
import { CreatedTokenCard } from './created-token-card';
import { EstimatedCost } from './estimated-cost';
import { MetadataUpload } from './metadata-upload';
import { TokenBasicFields } from './token-basic-fields';
import { TokenImageUpload } from './token-image-upload';

/** The creation form for a connected, signed-in wallet (spec §2.4/§2.5, §5 Token creation). */
export function TokenForm() {
  const form = useForm<TokenFormValues, unknown, TokenCreateRequest>({
    resolver: zodResolver(tokenCreateSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: TOKEN_FORM_DEFAULTS,
  });
  const [fileName, setFileName] = useState<string | null>(null);
  const [image, setImage] = useState<TokenImage | null>(null);

  const resetForm = useCallback(() => {
    form.reset(TOKEN_FORM_DEFAULTS);
    setFileName(null);
    setImage(null);
  }, [form]);
  const { submit, created, clearCreated, runner } = useCreateToken(resetForm);
  const pending = runner.isPending;

  const onValid = async (values: TokenCreateRequest) => {
    const body = toCreateTokenBody({ ...values, metadata: withImage(values.metadata, image?.url ?? null) });
    await submit(body);
  };

  const [name = '', symbol = '', metadata, revokeMint = false, revokeFreeze = false] = form.watch([
    'name',
    'symbol',
    'metadata',
    'revokeMintAuthority',
    'revokeFreezeAuthority',
  ]);

  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      className="space-y-5"
      aria-label="Create token"
    >
      <TokenBasicFields form={form} disabled={pending} />
      <TokenImageUpload
        image={image}
        disabled={pending}
        onUploaded={setImage}
        onRemove={() => setImage(null)}
      />
      <MetadataUpload
        fileName={fileName}
        fieldCount={metadata ? Object.keys(metadata).length : 0}
        disabled={pending}
        onLoaded={(file, parsed) => {
          setFileName(file);
          form.setValue('metadata', parsed);
        }}
        onRemove={() => {
          setFileName(null);
          form.setValue('metadata', null);
        }}
      />
      <AuthoritySwitches
        revokeMint={revokeMint}
        revokeFreeze={revokeFreeze}
        disabled={pending}
        onRevokeMintChange={(v) => form.setValue('revokeMintAuthority', v)}
        onRevokeFreezeChange={(v) => form.setValue('revokeFreezeAuthority', v)}
      />
      <div className="flex flex-col gap-4 border-t border-border pt-4 sm:flex-row sm:items-end sm:justify-between">
        <EstimatedCost nameLength={name.trim().length} symbolLength={symbol.trim().length} />
        <Button type="submit" variant="gradient" size="lg" disabled={pending} className="w-full sm:w-auto">
          <Rocket aria-hidden />
          {pending ? PHASE_LABELS[runner.state.phase] : 'Create Token'}
        </Button>
      </div>
      {runner.state.phase !== 'confirmed' && (
        <OperationStatus state={runner.state} onRetry={() => void runner.retry()} />
      )}
      {created && (
        <CreatedTokenCard
          token={created}
          onDismiss={() => {
            clearCreated();
            runner.reset();
          }}
        />
      )}
    </form>
  );
}
