import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { solxMessages } from '@shared/schemas/solx';
import { solxKeys } from '@web/entities/solx/query-keys';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { errorMessage } from '@web/entities/operations/operation-error';
import { useWallet } from '@web/wallet';
import { joinWhitelist, useWhitelistStatus } from '../api/solx-whitelist';

/** Records the signed-in wallet on the whitelist; shows 'Joined' afterwards. */
export function WhitelistButton() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const queryClient = useQueryClient();
  const joined = useWhitelistStatus(owner);
  const join = useMutation({
    mutationFn: joinWhitelist,
    onSuccess: (res) => {
      queryClient.setQueryData(solxKeys.whitelist(owner), res);
      toast({ title: 'Whitelist Joined', description: solxMessages.whitelistJoined, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Whitelist Failed',
        description: errorMessage(error, 'Could not join the whitelist'),
        variant: 'destructive',
      }),
  });
  if (joined.data?.joined)
    return (
      <Button variant="gradient" size="lg" disabled data-testid="whitelist-joined">
        <Check aria-hidden />
        Joined Whitelist
      </Button>
    );
  const click = () => {
    if (!owner) {
      toast({
        title: 'Connect Wallet',
        description: 'Sign in with your wallet to join the whitelist.',
        variant: 'info',
      });
      return;
    }
    join.mutate();
  };
  return (
    <Button variant="gradient" size="lg" onClick={click} disabled={join.isPending}>
      Join Whitelist
    </Button>
  );
}
