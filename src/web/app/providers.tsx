import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { queryClient } from '@web/lib/query-client';
import { SecurityProvider } from '@web/lib/security';
import { WalletProvider } from '@web/wallet';

/** Order per the shell design: query → security → wallet → tooltips; the router goes inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SecurityProvider>
        <WalletProvider>
          <TooltipProvider>{children}</TooltipProvider>
        </WalletProvider>
      </SecurityProvider>
    </QueryClientProvider>
  );
}
