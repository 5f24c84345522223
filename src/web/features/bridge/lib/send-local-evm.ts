import { createPublicClient, createWalletClient, defineChain, http, type Hex } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { isEvmAddress, type EvmTransactionRequest } from '@shared/schemas/bridge';

const asHex = (value: string): Hex => {
  if (!/^0x[0-9a-fA-F]*$/.test(value)) throw new Error('The burn transaction is not hex');
  return value as Hex;
};

/**
 * Signs the burn with the Local Wallet's EVM account and sends it to the embedded chain's JSON-RPC on
 * this origin (the server names its public URL, which a browser may reach under another host name).
 */
export async function sendWithLocalEvm(account: HDAccount, burn: EvmTransactionRequest): Promise<Hex> {
  if (!isEvmAddress(burn.to)) throw new Error('The burn transaction has no valid contract address');
  const rpcUrl = new URL(new URL(burn.rpcUrl).pathname, globalThis.location.origin).toString();
  const chain = defineChain({
    id: burn.chainId,
    name: `Embedded EVM ${burn.chainId}`,
    nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const hash = await wallet.sendTransaction({ to: asHex(burn.to), data: asHex(burn.data) });
  const receipt = await createPublicClient({
    chain,
    transport: http(rpcUrl),
    pollingInterval: 500,
  }).waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error('The burn reverted on the EVM chain');
  return hash;
}
