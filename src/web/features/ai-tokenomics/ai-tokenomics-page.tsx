import { Calculator, PieChart } from 'lucide-react';
import { useState } from 'react';
import { tokenomicsMessages, type TokenomicsResponse } from '@shared/schemas/ai-tokenomics';
import { EmptyState } from '@web/components/common/empty-state';
import { PageHeader } from '@web/components/common/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useGenerateTokenomics } from './api/generate-tokenomics';
import { TokenomicsForm } from './components/tokenomics-form';
import { TokenomicsResult } from './components/tokenomics-result';

/** Route /ai-tokenomics: allocation and vesting in, a checkable risk score, plan and unlock chart out. */
export default function AiTokenomicsPage() {
  const generate = useGenerateTokenomics();
  const [response, setResponse] = useState<TokenomicsResponse | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader title="Tokenomics Calculator" icon={Calculator}>
        Split the supply, set vesting and a launch strategy; the score comes from rules you can check.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Token Details</CardTitle>
            <CardDescription>Allocations must total exactly 100%.</CardDescription>
          </CardHeader>
          <CardContent>
            <TokenomicsForm
              pending={generate.isPending}
              onGenerate={(body) =>
                generate.mutate(body, {
                  onSuccess: (r) => {
                    setResponse(r);
                    toast({ title: tokenomicsMessages.successTitle, variant: 'success' });
                  },
                  onError: (e) =>
                    toast({
                      title: tokenomicsMessages.failedTitle,
                      description: e.message || tokenomicsMessages.failedDefault,
                      variant: 'destructive',
                    }),
                })
              }
            />
          </CardContent>
        </Card>
        {response ? (
          <TokenomicsResult response={response} />
        ) : (
          <Card>
            <CardContent className="py-10">
              <EmptyState icon={PieChart} title="No analysis yet">
                Fill in the form and generate to see the risk score, launch plan and unlock schedule.
              </EmptyState>
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
