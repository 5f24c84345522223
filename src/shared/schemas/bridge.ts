import { z } from 'zod';
import { isValidAddress } from '../solana/address';
import { plannedOperationSchema } from './operations';

/** Spec §3: the chains and the bridge tokens. */
export const BRIDGE_CHAINS = ['solana', 'ethereum', 'bsc', 'polygon', 'avalanche'] as const;
export type BridgeChain = (typeof BRIDGE_CHAINS)[number];
export type EvmBridgeChain = Exclude<BridgeChain, 'solana'>;
export const EVM_BRIDGE_CHAINS = [
  'ethereum',
  'bsc',
  'polygon',
  'avalanche',
] as const satisfies EvmBridgeChain[];
export const BRIDGE_TOKENS = ['USDC', 'USDT', 'WETH', 'WBTC'] as const;
export type BridgeToken = (typeof BRIDGE_TOKENS)[number];
export const BRIDGE_STATUSES = ['pending', 'confirming', 'completed', 'failed'] as const;
export type BridgeStatus = (typeof BRIDGE_STATUSES)[number];

export interface ChainInfo {
  name: string;
  gasToken: string;
  /** Chain id of the embedded (local) EVM chain; local ids, never a public network's. */
  localChainId: number | null;
  tokens: readonly BridgeToken[];
}

export const CHAIN_INFO: Record<BridgeChain, ChainInfo> = {
  solana: { name: 'Solana', gasToken: 'SOL', localChainId: null, tokens: BRIDGE_TOKENS },
  ethereum: { name: 'Ethereum', gasToken: 'ETH', localChainId: 31_337, tokens: BRIDGE_TOKENS },
  bsc: { name: 'BNB Smart Chain', gasToken: 'BNB', localChainId: 31_338, tokens: BRIDGE_TOKENS },
  polygon: { name: 'Polygon', gasToken: 'POL', localChainId: 31_339, tokens: BRIDGE_TOKENS },
  avalanche: { name: 'Avalanche', gasToken: 'AVAX', localChainId: 31_340, tokens: BRIDGE_TOKENS },
};

/** Decimals of each token on Solana and as a wrapped ERC-20 (the same on both sides). */
export const TOKEN_DECIMALS: Record<BridgeToken, number> = { USDC: 6, USDT: 6, WETH: 8, WBTC: 8 };

/** Spec §9: 0.1 % of the amount; gas about 0.001 of the destination gas token; 5–15 minutes on mainnet. */
export const BRIDGE_FEE_BPS = 10n;
export const DESTINATION_GAS_ESTIMATE = '0.001';
export const MAINNET_ESTIMATED_TIME = '5-15 minutes';
export const LOCAL_ESTIMATED_TIME = 'under a minute (local chains)';

export const bridgeMessages = {
  sourceRequired: 'Source chain is required',
  destinationRequired: 'Destination chain is required',
  sameChain: 'Source and destination chains cannot be the same',
  tokenRequired: 'Token is required',
  tokenUnsupported: 'This token is not supported on both chains',
  amountInvalid: 'Amount must be a valid positive number',
  tooPrecise: 'Amount has more decimal places than the token allows',
  addressRequired: 'Destination address is required',
  evmAddressInvalid: 'Enter a valid EVM address (0x followed by 40 hex characters)',
  solanaAddressInvalid: 'Enter a valid Solana address',
  insufficient: 'Insufficient token balance for this transfer',
  evmToEvm: 'Transfers between two EVM chains go through Solana: bridge to Solana first',
  failedTitle: 'Bridge failure',
  failedDefault: 'Failed to initiate bridge transaction',
} as const;

export const isEvmAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value);

const chain = (required: string) => z.enum(BRIDGE_CHAINS, { error: required });

/** POST /api/dex/cross-chain (spec §7), with the spec §5 rules. */
export const bridgeRequestSchema = z
  .object({
    sourceChain: chain(bridgeMessages.sourceRequired),
    destinationChain: chain(bridgeMessages.destinationRequired),
    token: z.enum(BRIDGE_TOKENS, { error: bridgeMessages.tokenRequired }),
    amount: z
      .union([z.number(), z.string()], { error: bridgeMessages.amountInvalid })
      .transform((v) =>
        typeof v === 'number'
          ? Number.isFinite(v)
            ? v.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
            : ''
          : v.trim(),
      )
      .refine((v) => /^\d{1,30}(\.\d{1,30})?$/.test(v) && /[1-9]/.test(v), bridgeMessages.amountInvalid),
    destinationAddress: z
      .string({ error: bridgeMessages.addressRequired })
      .trim()
      .min(1, { message: bridgeMessages.addressRequired, abort: true })
      .max(100, bridgeMessages.addressRequired),
  })
  .superRefine((req, ctx) => {
    if (req.sourceChain === req.destinationChain) {
      ctx.addIssue({ code: 'custom', path: ['destinationChain'], message: bridgeMessages.sameChain });
      return;
    }
    if (req.sourceChain !== 'solana' && req.destinationChain !== 'solana') {
      ctx.addIssue({ code: 'custom', path: ['destinationChain'], message: bridgeMessages.evmToEvm });
      return;
    }
    if (!supportedTokens(req.sourceChain, req.destinationChain).includes(req.token)) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: bridgeMessages.tokenUnsupported });
    }
    const evm = req.destinationChain !== 'solana';
    const ok = evm ? isEvmAddress(req.destinationAddress) : isValidAddress(req.destinationAddress);
    if (!ok) {
      const message = evm ? bridgeMessages.evmAddressInvalid : bridgeMessages.solanaAddressInvalid;
      ctx.addIssue({ code: 'custom', path: ['destinationAddress'], message });
    }
  });
export type BridgeRequestInput = z.input<typeof bridgeRequestSchema>;
export type BridgeRequest = z.output<typeof bridgeRequestSchema>;

/** Spec §5: token options are those both chains support. */
export function supportedTokens(source: BridgeChain, destination: BridgeChain): BridgeToken[] {
  const there = new Set(CHAIN_INFO[destination].tokens);
  return CHAIN_INFO[source].tokens.filter((t) => there.has(t));
}

/** Spec §5: the destination list excludes the source (and, with Solana as the hub, pairs two EVM chains never). */
export function destinationChains(source: BridgeChain): BridgeChain[] {
  return BRIDGE_CHAINS.filter((c) => c !== source && (source === 'solana' || c === 'solana'));
}

/** The 0.1 % fee in base units (rounded up, so a transfer never pays less than the rate) and what arrives. */
export function bridgeFee(units: bigint): { fee: bigint; received: bigint } {
  const fee = (units * BRIDGE_FEE_BPS + 9_999n) / 10_000n;
  return { fee, received: units - fee };
}

/** An EVM transaction for the user's EVM wallet to sign (EVM → Solana: the burn). */
export const evmTransactionSchema = z.object({
  chainId: z.number().int(),
  rpcUrl: z.string(),
  to: z.string(),
  data: z.string(),
});
export type EvmTransactionRequest = z.infer<typeof evmTransactionSchema>;

export const bridgeQuoteSchema = z.object({
  amount: z.string(),
  fee: z.string(),
  received: z.string(),
  gasEstimate: z.string(),
  estimatedTime: z.string(),
});
export type BridgeQuote = z.infer<typeof bridgeQuoteSchema>;

/** The response: spec fields (bridgeId, sourceTx, estimatedTime) plus what the wallet signs. */
export const bridgeResponseSchema = z.object({
  bridgeId: z.string(),
  sourceTx: z.string().nullable(),
  estimatedTime: z.string(),
  quote: bridgeQuoteSchema,
  /** Solana source: the lock transaction for the Solana wallet (operation pipeline). */
  operation: plannedOperationSchema.nullable(),
  /** EVM source: the burn for the user's EVM wallet. */
  evmTransaction: evmTransactionSchema.nullable(),
});
export type BridgeResponse = z.infer<typeof bridgeResponseSchema>;

/** Spec §3 history item, plus the hashes' links and the stage the progress comes from. */
export const bridgeHistoryItemSchema = z.object({
  id: z.string(),
  chains: z.object({ source: z.enum(BRIDGE_CHAINS), destination: z.enum(BRIDGE_CHAINS) }),
  token: z.enum(BRIDGE_TOKENS),
  amount: z.string(),
  received: z.string(),
  fee: z.string(),
  destinationAddress: z.string(),
  status: z.enum(BRIDGE_STATUSES),
  stage: z.string(),
  sourceTx: z.string().nullable(),
  destinationTx: z.string().nullable(),
  sourceTxUrl: z.string().nullable(),
  destinationTxUrl: z.string().nullable(),
  timestamp: z.string(),
  progress: z.number().int(),
  error: z.string().nullable(),
});
export type BridgeHistoryItem = z.infer<typeof bridgeHistoryItemSchema>;
export const bridgeHistorySchema = z.object({ transfers: z.array(bridgeHistoryItemSchema) });

/** GET /api/dex/cross-chain/networks: every chain, where its RPC is, and whether transfers execute here. */
export const bridgeNetworksSchema = z.object({
  executes: z.boolean(),
  mode: z.enum(['local', 'quote-only']),
  estimatedTime: z.string(),
  networks: z.array(
    z.object({
      chain: z.enum(BRIDGE_CHAINS),
      name: z.string(),
      gasToken: z.string(),
      chainId: z.number().nullable(),
      rpcUrl: z.string(),
      bridgeAddress: z.string().nullable(),
      /** Token symbol → its wrapped ERC-20 address on that chain. */
      tokens: z.record(z.string(), z.string()),
    }),
  ),
});
export type BridgeNetworks = z.infer<typeof bridgeNetworksSchema>;

/** Per token: Solana custody against the wrapped supply on every EVM chain (balanced when equal). */
export const bridgeReconciliationSchema = z.object({
  tokens: z.array(
    z.object({
      token: z.enum(BRIDGE_TOKENS),
      custody: z.string(),
      wrappedSupply: z.string(),
      byChain: z.record(z.string(), z.string()),
      balanced: z.boolean(),
    }),
  ),
});

export const bridgeReceiptParamsSchema = z.object({
  chain: z.enum(EVM_BRIDGE_CHAINS),
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid transaction hash'),
});

const hexQuantity = z.string();
const evmLogSchema = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
  blockNumber: hexQuantity,
  blockHash: z.string(),
  transactionHash: z.string(),
  transactionIndex: hexQuantity,
  logIndex: hexQuantity,
  removed: z.boolean(),
});

/** An EVM transaction receipt as the chain's `eth_getTransactionReceipt` reports it (hex quantities). */
export const evmReceiptSchema = z.object({
  transactionHash: z.string(),
  transactionIndex: hexQuantity,
  blockNumber: hexQuantity,
  blockHash: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  contractAddress: z.string().nullable(),
  gasUsed: hexQuantity,
  cumulativeGasUsed: hexQuantity,
  effectiveGasPrice: hexQuantity,
  /** `0x1` success, `0x0` reverted. */
  status: hexQuantity,
  logs: z.array(evmLogSchema),
  logsBloom: z.string(),
  type: hexQuantity,
});
export type EvmReceipt = z.infer<typeof evmReceiptSchema>;
