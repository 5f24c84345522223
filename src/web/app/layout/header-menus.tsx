import { useQuery } from '@tanstack/react-query';
import { CircleUser } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { authKeys } from './auth-query-keys';
import { ApiError } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/api-endpoint';
import { authContracts } from '@web/lib/first-load-contracts';

/** Session of the signed-in wallet; 401 means nobody is signed in. */
async function fetchSession() {
  try {
    return await callEndpoint((await authContracts()).getSession);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  // Refetched on every opening: signing in and out happens in the wallet control.
  const session = useQuery({
    queryKey: authKeys.session(),
    queryFn: fetchSession,
    enabled: open,
    staleTime: 0,
  });
  const address = session.data?.address;

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="User profile">
          <CircleUser aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>Profile</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="px-2 py-2 text-sm" data-testid="profile-status">
          {session.isFetching && !session.data ? (
            <p className="text-muted-foreground">Checking session…</p>
          ) : address ? (
            <>
              <p className="text-xs text-muted-foreground">Signed in as</p>
              <p className="mt-1 font-mono text-xs break-all">{address}</p>
            </>
          ) : (
            <>
              <p className="font-medium">Not signed in</p>
              <p className="mt-1 text-xs text-muted-foreground">Connect a wallet to sign in.</p>
            </>
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
