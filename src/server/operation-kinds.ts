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

/** Every operation kind the server plans and confirms. A new kind is its feature's definition plus one line here. */
export const OPERATION_KINDS: readonly OperationDefinition[] = [
  tokenCreateOperation,
  burnOperation,
  multisendOperation,
  dexSwapOperation,
  liquidityOperation,
  jupiterSwapOperation,
  launchOperation,
  curveTradeOperation,
  stakingOperation,
  bridgeOperation,
  clmmPositionOperation,
];
