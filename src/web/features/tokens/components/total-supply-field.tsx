import { Controller } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { caretAfterFormat, formatSupplyInput, type TokenForm } from '../lib/token-form-values';
import { FieldMessage } from './field-message';

/** Total supply with thousands separators while typing; the caret stays after the digit just typed. */
export function TotalSupplyField({ form, disabled }: { form: TokenForm; disabled?: boolean }) {
  return (
    <Controller
      control={form.control}
      name="totalSupply"
      render={({ field, fieldState }) => (
        <div className="space-y-2">
          <Label htmlFor="token-supply">Total Supply</Label>
          <Input
            id="token-supply"
            aria-describedby="token-supply-message"
            inputMode="decimal"
            placeholder="e.g. 1,000,000,000"
            autoComplete="off"
            disabled={disabled}
            aria-invalid={fieldState.invalid}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            onChange={(e) => {
              const input = e.target;
              const formatted = formatSupplyInput(input.value);
              const caret = caretAfterFormat(
                formatted,
                input.value,
                input.selectionStart ?? input.value.length,
              );
              field.onChange(formatted);
              requestAnimationFrame(() => input.setSelectionRange(caret, caret));
            }}
          />
          <FieldMessage
            id="token-supply-message"
            error={fieldState.error?.message}
            hint="All of it is minted to your wallet."
          />
        </div>
      )}
    />
  );
}
