import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { LogoField, RecipientsField } from './attach-fields';
import { BuysField } from './buys-field';
import {
  BUYS_REHEARSAL_NOTE,
  BUYS_RUN_FROM_CLI,
  fieldValue,
  isRunnable,
  KIND_LABELS,
  STEP_FIELDS,
  withField,
  type StepDraft,
} from '../lib/step-fields';

const selectClass =
  'flex h-10 w-full rounded-lg border border-input bg-background/60 px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40';

interface StepFormProps {
  index: number;
  step: StepDraft;
  onChange: (step: StepDraft) => void;
  onRemove: () => void;
}

/** One step of the plan as a form: its id (what later steps name) and the fields of its kind. */
export function StepForm({ index, step, onChange, onRemove }: StepFormProps) {
  const fields = isRunnable(step.kind) ? STEP_FIELDS[step.kind] : [];
  const prefix = `step-${index}`;
  const embedded = useChainStatus().data?.cluster === 'local';
  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-xl border border-border/60 bg-background/40 p-4"
      data-testid={prefix}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="text-sm font-semibold">
          {index + 1}. {isRunnable(step.kind) ? KIND_LABELS[step.kind] : `${step.kind} (cannot run yet)`}
        </legend>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove step ${index + 1}`}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      {step.kind === 'curve-buys' ? (
        <p className={embedded ? 'text-xs text-muted-foreground' : 'text-xs text-amber-400'}>
          {embedded ? BUYS_REHEARSAL_NOTE : `${BUYS_RUN_FROM_CLI}.`}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${prefix}-id`}>Step id</Label>
          <Input
            id={`${prefix}-id`}
            value={step.id}
            onChange={(e) => onChange({ ...step, id: e.target.value.toLowerCase() })}
          />
        </div>
        {fields.map((f) => {
          const id = `${prefix}-${f.name}`;
          const value = fieldValue(step, f);
          if (f.type === 'checkbox') {
            return (
              <label key={f.name} htmlFor={id} className="flex items-center gap-2 self-end text-sm">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={value === true}
                  onChange={(e) => onChange(withField(step, f, e.target.checked))}
                />
                {f.label}
              </label>
            );
          }
          const wide =
            f.type === 'textarea' || f.type === 'recipients' || f.type === 'image' || f.type === 'buys';
          return (
            <div key={f.name} className={wide ? 'min-w-0 space-y-1 sm:col-span-2' : 'min-w-0 space-y-1'}>
              <Label htmlFor={id}>{f.label}</Label>
              {f.type === 'image' ? (
                <LogoField
                  id={id}
                  value={value as Parameters<typeof LogoField>[0]['value']}
                  onChange={(logo) => onChange(withField(step, f, logo))}
                />
              ) : f.type === 'buys' ? (
                <BuysField
                  id={id}
                  value={value as Parameters<typeof BuysField>[0]['value']}
                  onChange={(buys) => onChange(withField(step, f, buys))}
                />
              ) : f.type === 'recipients' ? (
                <RecipientsField
                  id={id}
                  value={value as Parameters<typeof RecipientsField>[0]['value']}
                  onChange={(list) => onChange(withField(step, f, list))}
                />
              ) : f.type === 'select' ? (
                <select
                  id={id}
                  className={selectClass}
                  value={String(value ?? '')}
                  onChange={(e) => onChange(withField(step, f, e.target.value))}
                >
                  {f.options?.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : f.type === 'textarea' ? (
                <Textarea
                  id={id}
                  rows={2}
                  value={String(value ?? '')}
                  onChange={(e) => onChange(withField(step, f, e.target.value))}
                />
              ) : (
                <Input
                  id={id}
                  value={String(value ?? '')}
                  placeholder={f.placeholder}
                  onChange={(e) => onChange(withField(step, f, e.target.value))}
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
