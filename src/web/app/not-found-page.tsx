import { Compass, Home } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { NOT_FOUND_TITLE } from './navigation';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Card className="mx-auto max-w-xl overflow-hidden">
      <div className="h-1 bg-gradient-to-r from-solana-purple to-solana-green" aria-hidden />
      <CardContent className="flex flex-col items-center gap-5 py-12 text-center sm:py-14">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/15 text-primary-soft">
          <Compass className="size-8" aria-hidden />
        </span>
        <div className="space-y-2">
          <h2 className="text-2xl font-bold tracking-tight">{NOT_FOUND_TITLE}</h2>
          <p className="text-muted-foreground">
            There is no page at{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{pathname}</code>. Check the
            address or pick a tool from the sidebar.
          </p>
        </div>
        <Button asChild variant="gradient">
          <Link to="/">
            <Home aria-hidden />
            Back to Project Overview
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
