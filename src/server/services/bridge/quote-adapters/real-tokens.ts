import type { BridgeChain, BridgeToken } from '@shared/schemas/bridge';

export interface RealToken {
  address: string;
  decimals: number;
}

/** Public-network chain ids as deBridge names them (Solana has its own id there) and Mayan's chain names. */
export const REAL_CHAINS: Record<
  BridgeChain,
  { debridgeId: number; mayanName: string; gasDecimals: number }
> = {
  solana: { debridgeId: 7_565_164, mayanName: 'solana', gasDecimals: 9 },
  ethereum: { debridgeId: 1, mayanName: 'ethereum', gasDecimals: 18 },
  bsc: { debridgeId: 56, mayanName: 'bsc', gasDecimals: 18 },
  polygon: { debridgeId: 137, mayanName: 'polygon', gasDecimals: 18 },
  avalanche: { debridgeId: 43_114, mayanName: 'avalanche', gasDecimals: 18 },
};

// The tokens' public-network addresses and decimals (BSC's pegged stablecoins use 18, the Wormhole
// WETH/WBTC on Solana 8); the local chains use their own mints and wrapped contracts instead.
export const REAL_TOKENS: Record<BridgeChain, Record<BridgeToken, RealToken>> = {
  solana: {
    USDC: { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 },
    USDT: { address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', decimals: 6 },
    WETH: { address: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs', decimals: 8 },
    WBTC: { address: '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh', decimals: 8 },
  },
  ethereum: {
    USDC: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
    USDT: { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
    WETH: { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', decimals: 18 },
    WBTC: { address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', decimals: 8 },
  },
  bsc: {
    USDC: { address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', decimals: 18 },
    USDT: { address: '0x55d398326f99059fF775485246999027B3197955', decimals: 18 },
    WETH: { address: '0x2170Ed0880ac9A755fd29B2688956BD959F933F8', decimals: 18 },
    WBTC: { address: '0x0555E30da8f98308EdB960aa94C0Db47230d2B9c', decimals: 8 },
  },
  polygon: {
    USDC: { address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', decimals: 6 },
    USDT: { address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', decimals: 6 },
    WETH: { address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', decimals: 18 },
    WBTC: { address: '0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6', decimals: 8 },
  },
  avalanche: {
    USDC: { address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', decimals: 6 },
    USDT: { address: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', decimals: 6 },
    WETH: { address: '0x49D5c2BdFfac6CE2BFdB6640F4F80f226bc10bAB', decimals: 18 },
    WBTC: { address: '0x50b7545627a5162F82A992c33b87aDc75187B52B', decimals: 8 },
  },
};
