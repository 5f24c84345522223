import { Coins, Construction, Home, Server, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { TOOL_SUMMARIES } from './tool-summaries';

interface PlaceholderPageProps {
  title: string;
  path: string;
  icon?: LucideIcon;
}

/** Honest stand-in for tools that are not in this build yet: no sample data, no inert forms. */
export default function PlaceholderPage({ title, path, icon: Icon = Construction }: PlaceholderPageProps) {
  const summary = TOOL_SUMMARIES[path];
  return (
    <section aria-labelledby="placeholder-heading" className="mx-auto max-w-3xl">
      <Card className="relative overflow-hidden">
        <div className="pointer-events-none absolute inset-0 bg-grid opacity-60" aria-hidden />
        <div className="h-1 bg-gradient-to-r from-solana-purple to-solana-green" aria-hidden />
        <CardContent className="relative flex flex-col gap-6 py-10 sm:py-12">
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl border border-primary/30 bg-primary/15 text-primary-soft">
              <Icon className="size-7" aria-hidden />
            </span>
            <div className="space-y-1.5">
              <Badge variant="warning">
                <Construction aria-hidden />
                Not available yet
              </Badge>
              <h2 id="placeholder-heading" className="text-2xl font-bold tracking-tight">
                {title}
              </h2>
            </div>
          </div>
          {summary ? <p className="text-base text-foreground/90">{summary}</p> : null}
          <div className="rounded-xl border border-border bg-background/50 p-4 text-sm text-muted-foreground">
            <p className="flex gap-3">
              <Server className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
              <span>
                This tool is not available in this build yet. When it ships it will work for real, both on the
                built-in local chain and on real Solana clusters (devnet and mainnet). Until then this page
                shows nothing rather than sample data.
              </span>
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="gradient">
              <Link to="/token-manager">
                <Coins aria-hidden />
                Create a token
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">
                <Home aria-hidden />
                Back to Project Overview
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
