import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

export function SafetyNotice() {
  return (
    <Alert variant="destructive" data-testid="burn-safety-notice">
      <ShieldAlert aria-hidden />
      <AlertTitle>Safety Notice</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-1 pl-4">
          <li>Burns are irreversible: burned tokens cannot be recovered by anyone.</li>
          <li>Verify the token address and the amount before you confirm.</li>
          <li>Burn Instruction lowers the total supply; Null Address leaves it and locks the tokens away.</li>
          <li>Permanent burns everything you hold and closes the token account.</li>
        </ul>
      </AlertDescription>
    </Alert>
  );
}
