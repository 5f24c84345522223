import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

/** "Community 40" per line → allocations; a line without a number is sent as 0 so the server names it. */
export function parseAllocations(text: string): Array<{ label: string; percent: number }> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.*?)[\s:=-]+(\d+(?:\.\d+)?)\s*%?$/.exec(line);
      return match
        ? { label: (match[1] ?? '').trim(), percent: Number(match[2]) }
        : { label: line, percent: 0 };
    });
}

export function AllocationsField(props: { value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor="wp-allocations">Allocations (optional, one per line, must total 100%)</Label>
      <Textarea
        id="wp-allocations"
        rows={3}
        maxLength={600}
        placeholder={'Community 40\nLiquidity 35\nTeam 25'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error ? <p className="text-xs text-destructive">{props.error}</p> : null}
    </div>
  );
}
