import { Bell, Shield, UserCog } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';

const TILES = [
  { icon: UserCog, title: 'Profile Settings', text: 'Display name and preferences for your wallet session.' },
  { icon: Bell, title: 'Notifications', text: 'Choose which confirmed operations notify you.' },
  { icon: Shield, title: 'Security', text: 'Session management and sign-in history.' },
] as const;

/** The spec's three tiles are not functional; they are shown as such instead of pretending. */
export default function SettingsPage() {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold tracking-tight">Settings</h2>
        <p className="text-muted-foreground">
          Configuration for your account is not available in this build yet.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {TILES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card aria-disabled="true" className="flex h-full flex-col gap-4 p-5 opacity-80">
              <div className="flex items-start justify-between gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-muted text-muted-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <Badge variant="secondary">Coming soon</Badge>
              </div>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
