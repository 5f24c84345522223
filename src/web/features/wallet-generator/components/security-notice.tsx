import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

/** Spec: a security notice. These are the facts of how this page handles keys. */
export function SecurityNotice() {
  return (
    <Alert variant="warning" data-testid="wallet-security-notice">
      <ShieldAlert aria-hidden />
      <AlertTitle>Security Notice</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-1 pl-4">
          <li>Keys are generated in this browser and never sent to any server.</li>
          <li>They live only in this page&apos;s memory: reloading or leaving the page loses them.</li>
          <li>Export your wallets (optionally encrypted) and store the file offline.</li>
          <li>Anyone with a seed phrase or private key controls the wallet. Never share them.</li>
        </ul>
      </AlertDescription>
    </Alert>
  );
}
