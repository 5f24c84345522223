import { ScanSearch } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { useScanToken } from '../api/scan-token';
import { ReportCard } from './report-card';

/** Address field + scan (disabled while empty, spec §5); the fresh report shows below. */
export function TokenScanner({ owner }: { owner: string }) {
  const [address, setAddress] = useState('');
  const scan = useScanToken(owner);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim()) scan.mutate(address.trim());
  };
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Token Scanner</CardTitle>
          <CardDescription>
            Reads any mint from the chain and this platform&apos;s records: authorities, metadata, Token-2022
            extensions, holders, liquidity, LP, creator history and copycats. Launchers can self-audit before
            launch.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
            <Input
              aria-label="Token address"
              placeholder="Token mint address"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              data-testid="scan-address"
            />
            <Button type="submit" disabled={!address.trim() || scan.isPending} data-testid="scan-button">
              <ScanSearch className="size-4" aria-hidden /> {scan.isPending ? 'Scanning…' : 'Scan Token'}
            </Button>
          </form>
        </CardContent>
      </Card>
      {scan.data ? <ReportCard report={scan.data} /> : null}
    </div>
  );
}
