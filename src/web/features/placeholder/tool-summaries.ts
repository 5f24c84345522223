/** One line per tool that later builds ship, so the placeholder says what is coming without faking it. */
export const TOOL_SUMMARIES: Readonly<Record<string, string>> = {
  '/raydium-clmm': 'Open and manage concentrated-liquidity positions inside a price range you choose.',
  '/cross-chain': 'Bridge USDC, USDT, WETH and WBTC between Solana and other chains.',
  '/ai-ideas': 'Generate token project ideas from an industry, a theme and a target audience.',
  '/ai-tokenomics':
    'Design allocation and vesting, then get an analysis, a risk assessment and a launch plan.',
  '/ai-whitepaper': 'Generate a project whitepaper section by section and export it as Markdown.',
  '/ai-signals':
    'Buy, sell or hold signals and market alerts from technical, sentiment and on-chain indicators.',
  '/ai-simulator': 'Run a Monte Carlo simulation of a token launch with outcomes, scenarios and risks.',
  '/portfolio': 'Holdings, value and profit and loss across the wallets you track.',
  '/gamification': 'Levels, points, achievements, a leaderboard, rewards and daily quests.',
  '/api-vault': 'Store keys for third-party services used by the AI and market tools.',
  '/solx-staking': 'Stake SOLX in tiered pools, follow rewards and claim them.',
  '/phantom-compliance': 'Compliance reports, regulatory frameworks and a token scanner.',
};
