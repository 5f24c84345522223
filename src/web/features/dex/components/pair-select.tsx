import type { Pool } from '@shared/schemas/dex';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { poolOptionLabel } from '../lib/amm-form';

interface PairSelectProps {
  pools: readonly Pool[];
  value: string | undefined;
  onChange: (poolId: string) => void;
  disabled?: boolean;
  error?: string;
}

/** Trading pair: every pool on the exchange, by its label (fee tier added when a pair has several). */
export function PairSelect({ pools, value, onChange, disabled, error }: PairSelectProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor="amm-pair">Trading Pair</Label>
      <Select value={value ?? ''} onValueChange={onChange} disabled={disabled || pools.length === 0}>
        <SelectTrigger id="amm-pair" aria-label="Trading Pair" aria-invalid={Boolean(error)}>
          <SelectValue placeholder={pools.length === 0 ? 'No pools yet' : 'Select a pair'} />
        </SelectTrigger>
        <SelectContent>
          {pools.map((pool) => (
            <SelectItem key={pool.id} value={pool.id}>
              {poolOptionLabel(pool, pools)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
