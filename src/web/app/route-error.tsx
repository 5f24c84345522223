import { RefreshCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';

/** Shown inside the layout when a page throws while rendering or its chunk fails to load. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden />
        <div className="space-y-1">
          <h2 className="text-xl font-semibold">This page failed to load</h2>
          <p className="text-sm break-words text-muted-foreground">{detail}</p>
        </div>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Reload
        </Button>
      </CardContent>
    </Card>
  );
}
