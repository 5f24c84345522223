import { Bot, Flame, Scale, Send, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';

interface QuickAction {
  label: string;
  to: string;
  destination: string;
  icon: LucideIcon;
}

const ACTIONS: QuickAction[] = [
  { label: 'Check Balance', to: '/balance-checker', destination: 'Balance Checker', icon: Scale },
  { label: 'Bulk Send', to: '/multisender', destination: 'Multisender', icon: Send },
  { label: 'Burn Tokens', to: '/token-burner', destination: 'Token Burner', icon: Flame },
  { label: 'AI Assistant', to: '/ai-ideas', destination: 'AI Assistant', icon: Bot },
];

/** Spec §2.4: each action announces that it is opening with a toast, then opens its tool. */
export function QuickActions() {
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2">
        {ACTIONS.map((action) => (
          <button
            key={action.label}
            type="button"
            onClick={() => {
              toast({
                title: `Opening ${action.destination}`,
                description: `Taking you to the ${action.destination}.`,
                variant: 'info',
              });
              void navigate(action.to);
            }}
            className="flex min-h-20 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border border-border bg-background/40 p-3 text-sm font-medium transition-colors hover:border-primary/50 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <action.icon className="size-5 text-primary-soft" aria-hidden />
            {action.label}
          </button>
        ))}
      </CardContent>
    </Card>
  );
}
