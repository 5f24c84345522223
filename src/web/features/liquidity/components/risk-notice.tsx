import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

/** Part 2 §Liquidity Manager: the risk notice. */
export function RiskNotice() {
  return (
    <Alert variant="warning">
      <ShieldAlert aria-hidden />
      <AlertTitle>Liquidity Provision Risks</AlertTitle>
      <AlertDescription>
        Providing liquidity exposes you to impermanent loss: when the two tokens&apos; prices move apart, your
        share is worth less than holding them. Fees may not cover it. Only deposit what you can afford to
        lose, and check a token before pooling it.
      </AlertDescription>
    </Alert>
  );
}
