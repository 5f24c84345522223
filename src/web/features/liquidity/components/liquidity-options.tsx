import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { FeeTier, LiquidityForm } from '../hooks/use-liquidity-form';

const FEE_TIERS: readonly { value: FeeTier; label: string }[] = [
  { value: 1, label: '0.01% · stable pairs' },
  { value: 25, label: '0.25% · most pairs' },
  { value: 100, label: '1% · volatile pairs' },
];

/** The fee tier of a new pool. */
export function LiquidityOptions({ form, disabled }: { form: LiquidityForm; disabled: boolean }) {
  const { values } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {values.poolType === 'create' && (
        <div className="space-y-2">
          <Label htmlFor="liquidity-fee-tier">Fee Tier</Label>
          <Select
            value={String(values.feeBps)}
            onValueChange={(v) => form.setFeeBps(Number(v) as FeeTier)}
            disabled={disabled}
          >
            <SelectTrigger id="liquidity-fee-tier" aria-label="Fee Tier">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FEE_TIERS.map((tier) => (
                <SelectItem key={tier.value} value={String(tier.value)}>
                  {tier.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
    </div>
  );
}
