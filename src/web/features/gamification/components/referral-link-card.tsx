import { Copy, Users } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';

/** The wallet's referral link; a referral counts once the referred wallet's first operation confirms. */
export function ReferralLinkCard({ owner }: { owner: string }) {
  const link = `${window.location.origin}/?ref=${owner}`;
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Copied!', description: 'Referral link copied to the clipboard.', variant: 'success' });
  };
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <Users className="hidden size-5 shrink-0 text-primary-soft sm:block" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-medium">Your referral link</p>
          <p className="truncate font-mono text-xs text-muted-foreground" data-testid="referral-link">
            {link}
          </p>
          <p className="text-xs text-muted-foreground">
            Counts when a new wallet signs in through it and its first operation confirms.
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
      </CardContent>
    </Card>
  );
}
