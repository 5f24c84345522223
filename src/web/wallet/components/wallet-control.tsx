import { useWallet } from '@web/wallet/wallet-context';
import { WalletAccountMenu } from './wallet-account-menu';
import { WalletChooseMenu } from './wallet-choose-menu';

/** The header's wallet control: the choose menu until connected, then the account menu. */
export function WalletControl() {
  const { status, publicKey } = useWallet();
  if (status === 'connected' && publicKey) return <WalletAccountMenu publicKey={publicKey} />;
  return <WalletChooseMenu />;
}
