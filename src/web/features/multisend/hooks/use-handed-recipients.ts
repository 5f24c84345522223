import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readRecipientsHandoff } from '@web/entities/recipients/handoff';
import { plural } from '@web/lib/format';
import { toast } from '@web/lib/toast';

/**
 * Addresses another screen handed over (the Wallet Generator) fill the recipients list once; the
 * history entry's state is then cleared, so a reload or a later send does not bring them back.
 */
export function useHandedRecipients(enabled: boolean, setRecipientsText: (text: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const handed = enabled ? readRecipientsHandoff(location.state) : null;
    if (!handed) return;
    setRecipientsText(handed.addresses.join('\n'));
    toast({
      title: 'Recipients Added',
      description: `${plural(handed.addresses.length, 'address', 'addresses')} from the ${handed.from}. Pick the token and the amount.`,
      variant: 'info',
    });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [enabled, location.state, location.pathname, location.search, navigate, setRecipientsText]);
}
