import {
  BRIDGE_CHAINS,
  CHAIN_INFO,
  MAINNET_ESTIMATED_TIME,
  type BridgeNetworks,
  type EvmBridgeChain,
} from '@shared/schemas/bridge';
import type { AppContext } from '../../context';
import { bridgeDeployments } from '../../db/schema';
import { evmRpcPath } from './evm';

type BridgeNetwork = BridgeNetworks['networks'][number];

/** The supported networks, where each chain's RPC is, and what can execute here (local chains) or only quote. */
export async function bridgeNetworks(ctx: AppContext): Promise<BridgeNetworks> {
  const deployments = await ctx.database.db.select().from(bridgeDeployments);
  const networks: BridgeNetwork[] = BRIDGE_CHAINS.map((chain) => {
    const info = CHAIN_INFO[chain];
    const deployed = deployments.find((d) => d.chain === (chain as EvmBridgeChain));
    return {
      chain,
      name: info.name,
      gasToken: info.gasToken,
      chainId: info.localChainId,
      rpcUrl:
        chain === 'solana'
          ? ctx.chain.cluster.rpcUrl
          : `${ctx.publicUrl}${evmRpcPath(info.localChainId ?? 0)}`,
      bridgeAddress: deployed?.bridgeAddress ?? null,
      tokens: deployed?.tokens ?? {},
    };
  });
  const executes = ctx.evm !== null && deployments.length > 0;
  return {
    networks,
    executes,
    mode: executes ? 'local' : 'quote-only',
    estimatedTime: executes ? 'under a minute on the local chains' : MAINNET_ESTIMATED_TIME,
  };
}
