import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

/** Shown while the wallet is asked to sign a fresh quote after the pool moved (409 price moved). */
export function ResignNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <Alert variant="warning" data-testid="resign-notice">
      <RefreshCw aria-hidden />
      <AlertTitle>Signing again at the new price</AlertTitle>
      <AlertDescription>{notice}</AlertDescription>
    </Alert>
  );
}
