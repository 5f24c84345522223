import { Download, FileUp, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PlanCheck } from '@shared/schemas/launch-plan-check';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { downloadTextFile } from '@web/lib/download';
import {
  EXAMPLE_PLAN,
  KIND_LABELS,
  newStep,
  WEB_STEP_KINDS,
  type RunnableKind,
  type StepDraft,
} from '../lib/step-fields';
import { StepForm } from './step-form';

export interface PlanDraft {
  version: 1;
  name: string;
  description?: string;
  steps: StepDraft[];
}

interface PlanEditorProps {
  plan: PlanDraft;
  onChange: (plan: PlanDraft) => void;
  check: PlanCheck | undefined;
}

const selectClass =
  'h-10 min-w-0 flex-1 rounded-lg border border-input bg-background/60 px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40';

/** The plan as forms: its name and ordered steps, with import and export of the plan file. */
export function PlanEditor({ plan, onChange, check }: PlanEditorProps) {
  const [kind, setKind] = useState<RunnableKind>('create-token');
  const [importError, setImportError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const setStep = (i: number, step: StepDraft) =>
    onChange({ ...plan, steps: plan.steps.map((s, j) => (j === i ? step : s)) });

  async function importFile(f: File) {
    try {
      const parsed = JSON.parse(await f.text()) as PlanDraft;
      if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.steps)) throw new Error('no steps');
      setImportError(null);
      onChange(parsed);
    } catch {
      setImportError(`${f.name} is not a plan file (JSON with a "steps" list)`);
    }
  }

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <Label htmlFor="plan-name">Plan name</Label>
        <Input
          id="plan-name"
          value={plan.name}
          onChange={(e) => onChange({ ...plan, name: e.target.value })}
        />
      </div>
      {plan.steps.map((step, i) => (
        <StepForm
          key={i}
          index={i}
          step={step}
          onChange={(s) => setStep(i, s)}
          onRemove={() => onChange({ ...plan, steps: plan.steps.filter((_, j) => j !== i) })}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <select
          aria-label="Step kind"
          className={selectClass}
          value={kind}
          onChange={(e) => setKind(e.target.value as RunnableKind)}
        >
          {WEB_STEP_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            onChange({
              ...plan,
              steps: [
                ...plan.steps,
                newStep(
                  kind,
                  plan.steps.map((s) => s.id),
                ),
              ],
            })
          }
        >
          <Plus className="size-4" aria-hidden /> Add step
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onChange(structuredClone(EXAMPLE_PLAN) as PlanDraft)}
        >
          Load example
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => file.current?.click()}>
          <FileUp className="size-4" aria-hidden /> Import file
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() =>
            downloadTextFile(
              `${plan.name || 'launch-plan'}.json`,
              JSON.stringify(plan, null, 2),
              'application/json',
            )
          }
        >
          <Download className="size-4" aria-hidden /> Export plan
        </Button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          className="hidden"
          aria-label="Plan file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void importFile(f);
            e.target.value = '';
          }}
        />
      </div>
      {importError ? <p className="text-sm text-destructive">{importError}</p> : null}
      {check && !check.valid ? (
        <ul
          className="space-y-1 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
          aria-label="Plan problems"
        >
          {check.issues.map((issue, i) => (
            <li key={i} className="break-words">
              <span className="font-mono text-xs">{issue.path.join('.') || 'plan'}</span>: {issue.message}
            </li>
          ))}
        </ul>
      ) : check?.valid ? (
        <p className="text-sm text-emerald-400">
          The plan checks out: {check.steps.length} steps, every reference resolves.
        </p>
      ) : null}
    </div>
  );
}
