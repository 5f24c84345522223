import { useState } from 'react';
import { parseRecipientsCsv, recipientsCsv } from '@shared/launch-plans/recipients-csv';
import { Textarea } from '@web/components/ui/textarea';
import { formatNumber } from '@web/lib/format';

const fileClass =
  'block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1';

type Recipients = { address: string; amount: string }[] | { file: string } | undefined;

/** The recipients as `address,amount` lines, or a CSV attached here (a plan's `{ file }` asks for it). */
export function RecipientsField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Recipients;
  onChange: (list: { address: string; amount: string }[]) => void;
}) {
  const [text, setText] = useState(Array.isArray(value) ? recipientsCsv(value) : '');
  const count = Array.isArray(value) ? value.length : 0;
  const commit = (t: string) => {
    setText(t);
    onChange(parseRecipientsCsv(t));
  };
  return (
    <div className="space-y-2">
      {value && !Array.isArray(value) ? (
        <p className="text-xs text-amber-400">The plan names {value.file}: attach it below before running.</p>
      ) : null}
      <Textarea
        id={id}
        rows={4}
        value={text}
        placeholder="address,amount"
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(text)}
      />
      <input
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-label="Attach a recipients CSV"
        className={fileClass}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void f.text().then(commit);
        }}
      />
      <p className="text-xs text-muted-foreground">{formatNumber(count, 0)} recipients</p>
    </div>
  );
}

type Logo = { dataUrl: string } | { file: string } | undefined;

/** The logo kept in the plan as a data URL; uploaded through the token image endpoint when the step runs. */
export function LogoField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Logo;
  onChange: (logo: { dataUrl: string } | undefined) => void;
}) {
  return (
    <div className="space-y-2">
      {value && 'dataUrl' in value ? (
        <div className="flex items-center gap-2">
          <img src={value.dataUrl} alt="Logo" className="size-10 rounded-md object-cover" />
          <button type="button" className="text-xs underline" onClick={() => onChange(undefined)}>
            Remove logo
          </button>
        </div>
      ) : value ? (
        <p className="text-xs text-amber-400">The plan names {value.file}: attach it below before running.</p>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className={fileClass}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (!f) return;
          const reader = new FileReader();
          reader.onload = () => onChange({ dataUrl: String(reader.result) });
          reader.readAsDataURL(f);
        }}
      />
    </div>
  );
}
