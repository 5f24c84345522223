import { useMemo, useState } from 'react';
import { clmmRequestSchema, type ClmmPool } from '@shared/schemas/clmm';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { isActivePhase } from '@web/entities/operations';
import { formatPercent, formatPrice } from '@web/lib/format';
import { usePositionAction } from '../hooks/use-position-action';
import { otherSide } from '../lib/range';

const PRESETS = [1, 5, 10, 25] as const;
const fmtPrice = (n: number) => (n >= 1 ? n.toFixed(4) : n.toPrecision(4));

/** New Position: pool (its fee tier), a range (min/max or ±% around the price), amounts with the other side computed. */
export function NewPositionForm({ pools, onDone }: { pools: ClmmPool[]; onDone: () => void }) {
  const [poolId, setPoolId] = useState(pools[0]?.id ?? '');
  const pool = pools.find((p) => p.id === poolId);
  const [minPrice, setMin] = useState(() => (pool ? fmtPrice(pool.price * 0.95) : ''));
  const [maxPrice, setMax] = useState(() => (pool ? fmtPrice(pool.price * 1.05) : ''));
  const [amountA, setA] = useState('');
  const [amountB, setB] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { act, runner } = usePositionAction();
  const busy = isActivePhase(runner.state.phase);

  const preset = (pct: number) => {
    if (!pool) return;
    setMin(fmtPrice(pool.price * (1 - pct / 100)));
    setMax(fmtPrice(pool.price * (1 + pct / 100)));
    setB(
      amountA && pool
        ? otherSide(pool, pool.price * (1 - pct / 100), pool.price * (1 + pct / 100), 'A', amountA)
        : amountB,
    );
  };
  const onAmountA = (v: string) => {
    setA(v);
    if (pool) setB(otherSide(pool, Number(minPrice), Number(maxPrice), 'A', v));
  };
  const onAmountB = (v: string) => {
    setB(v);
    if (pool) setA(otherSide(pool, Number(minPrice), Number(maxPrice), 'B', v));
  };
  const inRange = useMemo(
    () => (pool ? Number(minPrice) <= pool.price && pool.price < Number(maxPrice) : false),
    [pool, minPrice, maxPrice],
  );

  const submit = () => {
    const body = { action: 'open' as const, poolId, minPrice, maxPrice, amountA, amountB };
    const parsed = clmmRequestSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid input');
      return;
    }
    setError(null);
    void act(body, (ok) => ok && onDone());
  };

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="clmm-pool">Pool and fee tier</Label>
        <Select
          value={poolId}
          onValueChange={(v) => {
            setPoolId(v);
            setA('');
            setB('');
          }}
        >
          <SelectTrigger id="clmm-pool" aria-label="Pool and fee tier">
            <SelectValue placeholder="Choose a pool" />
          </SelectTrigger>
          <SelectContent>
            {pools.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {`${p.label} · ${formatPercent(p.feeBps / 100, 2)} fee · tick spacing ${p.tickSpacing}`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {pool ? (
          <p className="text-sm text-muted-foreground">
            Current price {formatPrice(pool.price)} {pool.tokenB.symbol} per {pool.tokenA.symbol}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Range presets">
        {PRESETS.map((p) => (
          <Button key={p} type="button" size="sm" variant="outline" onClick={() => preset(p)}>
            ±{p}%
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="clmm-min">Min price</Label>
          <Input
            id="clmm-min"
            inputMode="decimal"
            value={minPrice}
            onChange={(e) => setMin(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="clmm-max">Max price</Label>
          <Input
            id="clmm-max"
            inputMode="decimal"
            value={maxPrice}
            onChange={(e) => setMax(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="clmm-a">{pool?.tokenA.symbol ?? 'Token A'} amount</Label>
          <Input
            id="clmm-a"
            inputMode="decimal"
            value={amountA}
            onChange={(e) => onAmountA(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="clmm-b">{pool?.tokenB.symbol ?? 'Token B'} amount</Label>
          <Input
            id="clmm-b"
            inputMode="decimal"
            value={amountB}
            onChange={(e) => onAmountB(e.target.value)}
          />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {inRange
          ? 'The range holds the current price: the position earns fees from the first swap.'
          : 'The range is outside the current price: the position takes one token and earns nothing until the price enters it.'}{' '}
        The tokens go into the pool's platform-owned vaults; a position NFT in your wallet is the claim on
        them.
      </p>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="button" className="w-full" disabled={busy || !pool} onClick={submit}>
        {busy ? 'Opening…' : 'Open Position'}
      </Button>
    </div>
  );
}
