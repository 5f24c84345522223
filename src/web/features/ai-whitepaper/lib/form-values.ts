/** A worked example, so the form runs as it opens (issue 29 item 8); picking a token replaces its name, symbol and description. */
export const WHITEPAPER_EXAMPLE: Record<string, string> = {
  projectName: 'Puzzle Quest',
  tokenSymbol: 'PQST',
  industry: 'gaming',
  projectDescription:
    'Puzzle Quest is a mobile puzzle game whose players earn PQST for finishing weekly challenges and spend it on cosmetic items.',
  problemStatement:
    'Players of free mobile games put in hours but own nothing they earn, and in-game currencies cannot leave the game.',
  solution:
    'Rewards are paid in an SPL token the player holds in their own wallet, tradeable in an open pool and spendable in the game shop.',
  targetMarket: 'Mobile puzzle players aged 18–35 in Southeast Asia',
  competitiveAdvantage: 'A live game with 5,000 monthly players before the token launches',
  roadmapPhases:
    'Mint PQST and seed the SOL pool\nPay weekly challenge rewards in PQST\nOpen the cosmetic shop\nHand reward rates to holder votes',
  teamInfo: '',
  technicalSpecs: '',
  totalSupply: '1,000,000,000',
};
export const WHITEPAPER_EXAMPLE_ALLOCATIONS = 'Community rewards 40\nLiquidity 30\nTeam 20\nTreasury 10';
