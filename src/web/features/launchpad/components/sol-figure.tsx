/** A curve figure in SOL with its USD value under it (no USD line without a SOL price). */
export function SolFigure(props: { label: string; sol: string; usd: string | null; testId?: string }) {
  return (
    <div data-testid={props.testId}>
      <p className="text-muted-foreground">{props.label}</p>
      <p className="tabular-nums">{props.sol}</p>
      {props.usd === null ? null : <p className="text-xs text-muted-foreground tabular-nums">{props.usd}</p>}
    </div>
  );
}
