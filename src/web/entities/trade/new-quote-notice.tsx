import { TrendingDown } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

/** Shown with the new quote when the market can no longer pay the one the user accepted (nothing signed). */
export function NewQuoteNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <Alert variant="warning" data-testid="new-quote-notice">
      <TrendingDown aria-hidden />
      <AlertTitle>New quote</AlertTitle>
      <AlertDescription>{notice}</AlertDescription>
    </Alert>
  );
}
