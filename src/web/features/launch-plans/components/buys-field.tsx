import { useState } from 'react';
import { Textarea } from '@web/components/ui/textarea';
import { formatNumber, formatSol } from '@web/lib/format';

type Buys = { sol: string }[] | undefined;

const toText = (buys: Buys) => (buys ?? []).map((b) => b.sol).join('\n');
const fromText = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((sol) => ({ sol }));

/** A curve-buys step's buys: one SOL amount per line, each by a new wallet. */
export function BuysField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Buys;
  onChange: (buys: { sol: string }[]) => void;
}) {
  const [text, setText] = useState(toText(value));
  const buys = value ?? [];
  const total = buys.reduce((sum, b) => sum + (Number(b.sol) || 0), 0);
  return (
    <div className="space-y-2">
      <Textarea
        id={id}
        rows={3}
        value={text}
        placeholder="0.05"
        onChange={(e) => {
          setText(e.target.value);
          onChange(fromText(e.target.value));
        }}
      />
      <p className="text-xs text-muted-foreground">
        {formatNumber(buys.length, 0)} buys, {formatSol(total)} in all
      </p>
    </div>
  );
}
