import { Controller } from 'react-hook-form';
import { TOKEN_DECIMAL_CHOICES, DEFAULT_DECIMALS } from '@shared/schemas/tokens';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { formatSymbolInput, type TokenForm } from '../lib/token-form-values';
import { FieldMessage } from './field-message';
import { TotalSupplyField } from './total-supply-field';

function describedBy(id: string) {
  return { id, 'aria-describedby': `${id}-message` };
}

/** Name, symbol, decimals, total supply and description, with the schema's messages under each. */
export function TokenBasicFields({ form, disabled }: { form: TokenForm; disabled?: boolean }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const description = form.watch('description') ?? '';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="token-name">Token Name</Label>
        <Input
          {...describedBy('token-name')}
          placeholder="e.g. Solar Flare"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={Boolean(errors.name)}
          {...register('name')}
        />
        <FieldMessage id="token-name-message" error={errors.name?.message} />
      </div>

      <Controller
        control={control}
        name="symbol"
        render={({ field, fieldState }) => (
          <div className="space-y-2">
            <Label htmlFor="token-symbol">Token Symbol</Label>
            <Input
              {...describedBy('token-symbol')}
              placeholder="e.g. FLARE"
              autoComplete="off"
              autoCapitalize="characters"
              disabled={disabled}
              aria-invalid={fieldState.invalid}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(e) => field.onChange(formatSymbolInput(e.target.value))}
            />
            <FieldMessage id="token-symbol-message" error={fieldState.error?.message} />
          </div>
        )}
      />

      <Controller
        control={control}
        name="decimals"
        render={({ field }) => (
          <div className="space-y-2">
            <Label htmlFor="token-decimals">Decimals</Label>
            <Select
              value={String(field.value ?? DEFAULT_DECIMALS)}
              onValueChange={(v) => field.onChange(Number(v))}
              disabled={disabled}
            >
              <SelectTrigger
                id="token-decimals"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-describedby="token-decimals-message"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TOKEN_DECIMAL_CHOICES.map((d) => (
                  <SelectItem key={d} value={String(d)}>
                    {d === DEFAULT_DECIMALS ? `${d} (recommended)` : String(d)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldMessage
              id="token-decimals-message"
              error={errors.decimals?.message}
              hint="How finely the token divides."
            />
          </div>
        )}
      />

      <TotalSupplyField form={form} disabled={disabled} />

      <div className="space-y-2 sm:col-span-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="token-description">Description</Label>
          <span className="text-xs text-muted-foreground tabular-nums">{description.length}/500</span>
        </div>
        <Textarea
          {...describedBy('token-description')}
          placeholder="What is this token for?"
          rows={3}
          disabled={disabled}
          aria-invalid={Boolean(errors.description)}
          {...register('description')}
        />
        <FieldMessage id="token-description-message" error={errors.description?.message} />
      </div>
    </div>
  );
}
