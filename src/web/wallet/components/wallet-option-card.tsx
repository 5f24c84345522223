import { Check, ExternalLink } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import type { WalletOption } from '@web/wallet/types';

interface WalletOptionCardProps {
  option: WalletOption;
  connecting: boolean;
  onChoose(name: string): void;
}

export function WalletOptionCard({ option, connecting, onChoose }: WalletOptionCardProps) {
  return (
    <Card
      className={cn(
        'flex flex-col gap-4 p-5 transition-colors',
        option.available ? 'hover:border-primary/60' : 'opacity-80',
        option.recommended && 'border-primary/50',
      )}
    >
      <button
        type="button"
        data-testid={`wallet-option-${option.slug}`}
        className="flex cursor-pointer flex-col gap-3 rounded-lg text-left outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed"
        disabled={connecting}
        // Keyboard users reach an available wallet through its Connect button; one tab stop per card.
        tabIndex={option.available ? -1 : undefined}
        onClick={() => onChoose(option.name)}
      >
        <span className="flex items-center gap-3">
          <img src={option.icon} alt="" className="size-10 rounded-xl" />
          <span className="flex min-w-0 flex-col gap-1">
            <span className="font-semibold">{option.name}</span>
            {option.recommended ? <Badge variant="gradient">Recommended</Badge> : null}
          </span>
        </span>
        <span className="text-sm text-muted-foreground">{option.description}</span>
        {option.features.length > 0 ? (
          <ul className="flex flex-col gap-1.5 text-sm">
            {option.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check className="size-4 text-success" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
      </button>
      <div className="mt-auto flex items-center gap-3">
        {option.available ? (
          <Button
            className="w-full"
            variant="gradient"
            disabled={connecting}
            onClick={() => onChoose(option.name)}
          >
            {connecting ? 'Connecting...' : 'Connect'}
          </Button>
        ) : (
          <>
            <Button asChild variant="outline" size="sm">
              <a href={option.installUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                Install
              </a>
            </Button>
            <span className="text-xs font-medium text-muted-foreground">Coming Soon</span>
          </>
        )}
      </div>
    </Card>
  );
}
