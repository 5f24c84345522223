import { Scale } from 'lucide-react';
import { useState } from 'react';
import { balanceMessages, type BalanceRequest, type BalanceResponse } from '@shared/schemas/balance';
import { withThousands } from '@shared/solana/amounts';
import { EmptyState } from '@web/components/common/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useCheckBalance } from './api/check-balance';
import { BalanceForm } from './components/balance-form';
import { BalanceResult } from './components/balance-result';

/** Route /balance-checker (spec §2.6): SOL or any SPL Token / Token-2022 balance of any wallet. */
export default function BalanceCheckerPage() {
  const check = useCheckBalance();
  const [result, setResult] = useState<BalanceResponse | null>(null);

  const onCheck = (request: BalanceRequest) => {
    check.mutate(request, {
      onSuccess: (balance) => {
        setResult(balance);
        toast({
          title: balanceMessages.retrieved,
          description: `${withThousands(balance.balance)} ${balance.tokenSymbol}`,
          variant: 'success',
        });
      },
      onError: () => {
        setResult(null);
        toast({
          title: balanceMessages.failedTitle,
          description: balanceMessages.failedText,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Check a Balance</CardTitle>
          <CardDescription>
            Leave the token address empty to see the wallet&apos;s SOL balance.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <BalanceForm pending={check.isPending} onCheck={onCheck} />
          {check.isError && !check.isPending && (
            <p className="mt-3 text-xs text-muted-foreground" data-testid="balance-error">
              {check.error.message}
            </p>
          )}
        </CardContent>
      </Card>
      <Card aria-live="polite">
        <CardHeader>
          <CardTitle>Balance Result</CardTitle>
          <CardDescription>Read straight from the chain.</CardDescription>
        </CardHeader>
        <CardContent>
          {result ? (
            <BalanceResult
              result={result}
              onReset={() => {
                setResult(null);
                check.reset();
                document.getElementById('balance-wallet-address')?.focus();
              }}
            />
          ) : (
            <EmptyState icon={Scale} className="py-12">
              Enter a wallet address and check its balance. The result appears here.
            </EmptyState>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
