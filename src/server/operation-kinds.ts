import type { OperationKind } from '@shared/operation-kinds';
import type { OperationDefinition } from './chain/pipeline/operation-definition';
import { dexSwapOperation } from './services/dex/operation';
import { liquidityOperation } from './services/liquidity/operation';
import { jupiterSwapOperation } from './services/dex/jupiter-operation';
import { bridgeOperation } from './services/bridge';
import { burnOperation } from './services/burn';
import { clmmPositionOperation } from './services/clmm';
import { multisendOperation } from './services/multisend';
import { tokenCreateOperation } from './services/tokens';
import { curveTradeOperation, launchOperation } from './services/launchpad';
import { stakingOperation } from './services/staking';

/** The definition of each kind in @shared/operation-kinds: the compiler keeps it complete. */
const DEFINITIONS: Record<OperationKind, OperationDefinition> = {
  token_create: tokenCreateOperation,
  token_burn: burnOperation,
  multisend: multisendOperation,
  dex_swap: dexSwapOperation,
  liquidity: liquidityOperation,
  jupiter_swap: jupiterSwapOperation,
  launchpad_launch: launchOperation,
  launchpad_trade: curveTradeOperation,
  solx_staking: stakingOperation,
  bridge_lock: bridgeOperation,
  clmm_position: clmmPositionOperation,
};

/** Every operation kind the server plans and confirms. A new kind is its name in the shared list plus its definition here. */
export const OPERATION_KINDS: readonly OperationDefinition[] = Object.values(DEFINITIONS);
