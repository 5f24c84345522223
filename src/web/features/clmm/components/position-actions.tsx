import { useState } from 'react';
import type { z } from 'zod';
import { clmmRequestSchema, type ClmmPool, type ClmmPositionView } from '@shared/schemas/clmm';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { otherSideInTicks } from '../lib/range';

const REMOVE_PERCENTS = [25, 50, 75, 100] as const;

type Act = (body: z.input<typeof clmmRequestSchema>, onDone?: (ok: boolean) => void) => unknown;

/**
 * A position's actions: remove 25/50/75/100 % of its liquidity, add with one amount (the other side
 * computed for its range), collect fees, close (burns the NFT; offered once all liquidity is removed).
 */
export function PositionActions({
  position,
  pool,
  act,
  busy,
}: {
  position: ClmmPositionView;
  pool: ClmmPool | undefined;
  act: Act;
  busy: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const [amountA, setA] = useState('');
  const [amountB, setB] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [a, b] = [pool?.tokenA.symbol ?? 'Token A', pool?.tokenB.symbol ?? 'Token B'];
  const empty = position.liquidity === '0';
  const other = (side: 'A' | 'B', v: string) =>
    pool ? otherSideInTicks(pool, position.tickLower, position.tickUpper, side, v) : '';

  const add = () => {
    const body = { action: 'increase' as const, positionId: position.id, amountA, amountB };
    const parsed = clmmRequestSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid input');
      return;
    }
    setError(null);
    void act(body, (ok) => {
      if (!ok) return;
      setAdding(false);
      setA('');
      setB('');
    });
  };

  const noFees = position.uncollectedA === '0' && position.uncollectedB === '0';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Remove liquidity">
        <span className="text-sm text-muted-foreground">Remove</span>
        {REMOVE_PERCENTS.map((pct) => (
          <Button
            key={pct}
            size="sm"
            variant="outline"
            disabled={busy || empty}
            onClick={() => void act({ action: 'decrease', positionId: position.id, percent: pct })}
          >
            {pct}%
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAdding((v) => !v)}>
          {adding ? 'Cancel' : 'Add'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || noFees}
          onClick={() => void act({ action: 'collect', positionId: position.id })}
        >
          Collect Fees
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() => void act({ action: 'close', positionId: position.id })}
        >
          Close
        </Button>
      </div>
      {empty ? (
        <p className="text-sm text-muted-foreground" data-testid="clmm-empty">
          All liquidity removed. Close the position to burn its NFT.
        </p>
      ) : null}
      {adding ? (
        <div className="space-y-2 rounded-md border p-3">
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor={`add-a-${position.id}`}>{a} to add</Label>
              <Input
                id={`add-a-${position.id}`}
                inputMode="decimal"
                value={amountA}
                onChange={(e) => {
                  setA(e.target.value);
                  setB(other('A', e.target.value));
                }}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`add-b-${position.id}`}>{b} to add</Label>
              <Input
                id={`add-b-${position.id}`}
                inputMode="decimal"
                value={amountB}
                onChange={(e) => {
                  setB(e.target.value);
                  setA(other('B', e.target.value));
                }}
              />
            </div>
          </div>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
          <Button size="sm" className="w-full" disabled={busy} onClick={add}>
            Add Liquidity
          </Button>
        </div>
      ) : null}
    </div>
  );
}
