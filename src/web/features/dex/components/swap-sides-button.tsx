import { ArrowDownUp } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** The round button between You Pay and You Receive. */
export function SwapSidesButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <div className="flex justify-center">
      <Button
        type="button"
        variant="outline"
        size="icon-sm"
        aria-label="Swap sides"
        className="rounded-full"
        onClick={onClick}
        disabled={disabled}
      >
        <ArrowDownUp aria-hidden />
      </Button>
    </div>
  );
}
