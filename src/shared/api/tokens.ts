import { balanceRequestSchema, balanceResponseSchema } from '../schemas/balance';
import { plannedOperationSchema } from '../schemas/operations';
import {
  tokenImageParamsSchema,
  tokenImageSchema,
  tokenImageUploadSchema,
  tokenLogoParamsSchema,
} from '../schemas/token-images';
import { tokenVerifyRequestSchema, verifiedTokenSchema } from '../schemas/token-verify';
import {
  revokeAuthoritiesParamsSchema,
  revokeAuthoritiesSchema,
  updateMetadataSchema,
  tokenCostEstimateSchema,
  tokenCreateSchema,
  tokenEstimateQuerySchema,
  tokenListSchema,
  tokenMetadataDocumentSchema,
  tokenMetadataParamsSchema,
} from '../schemas/tokens';
import { binaryAnswer, endpoint } from './endpoint';

const tag = 'Tokens';
const exampleMint = 'So11111111111111111111111111111111111111112';
const exampleWallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** Plans a launch: the wallet signs the mint's transactions and submits them to the operation. */
export const createToken = endpoint({
  method: 'POST',
  path: '/api/tokens/create',
  auth: 'wallet',
  tag,
  summary:
    'Plans a new SPL token (mint, supply, metadata, optional authority revokes) for the wallet to sign',
  body: tokenCreateSchema,
  response: plannedOperationSchema,
  examples: { body: { name: 'My Token', symbol: 'MYT', decimals: 9, totalSupply: '1000000' } },
});

/** Plans setting the token's mint and/or freeze authority to none; only the current authority can. */
export const revokeTokenAuthorities = endpoint({
  method: 'POST',
  path: '/api/tokens/:mint/revoke-authorities',
  auth: 'wallet',
  tag,
  summary:
    "Plans revoking a token's mint and/or freeze authority (the wallet must hold it) for the wallet to sign",
  params: revokeAuthoritiesParamsSchema,
  body: revokeAuthoritiesSchema,
  response: plannedOperationSchema,
  examples: { body: { mintAuthority: true, freezeAuthority: true } },
});

/** Plans changing the token's on-chain name and symbol; only the metadata update authority can. */
export const updateTokenMetadata = endpoint({
  method: 'POST',
  path: '/api/tokens/:mint/metadata',
  auth: 'wallet',
  tag,
  summary:
    "Plans updating a token's on-chain name and symbol (the wallet must be its metadata update authority) for the wallet to sign",
  params: revokeAuthoritiesParamsSchema,
  body: updateMetadataSchema,
  response: plannedOperationSchema,
  examples: { body: { name: 'My Token', symbol: 'MYT' } },
});

export const estimateTokenCost = endpoint({
  method: 'GET',
  path: '/api/tokens/estimate',
  auth: 'public',
  tag,
  summary: "What a launch costs: the mint's and token account's rent and the network fee",
  query: tokenEstimateQuerySchema,
  response: tokenCostEstimateSchema,
});

export const listTokens = endpoint({
  method: 'GET',
  path: '/api/tokens/list',
  auth: 'wallet',
  tag,
  summary: 'The tokens the signed-in wallet launched here',
  response: tokenListSchema,
});

export const checkTokenBalance = endpoint({
  method: 'POST',
  path: '/api/tokens/balance',
  auth: 'public',
  tag,
  summary: "A wallet's SOL balance, and its balance of one token when named",
  body: balanceRequestSchema,
  response: balanceResponseSchema,
  examples: { body: { walletAddress: exampleWallet, tokenAddress: exampleMint } },
});

export const verifyToken = endpoint({
  method: 'POST',
  path: '/api/tokens/verify',
  auth: 'wallet',
  tag,
  summary: "A mint's on-chain facts: supply, decimals, authorities and the wallet's balance",
  body: tokenVerifyRequestSchema,
  response: verifiedTokenSchema,
  examples: { body: { tokenAddress: exampleMint } },
});

/** The metadata URI written on chain points here (`<mint>.json`). */
export const getTokenMetadata = endpoint({
  method: 'GET',
  path: '/api/tokens/metadata/:file',
  auth: 'public',
  tag,
  summary: 'The off-chain metadata JSON of a token launched here (`<mint>.json`)',
  params: tokenMetadataParamsSchema,
  response: tokenMetadataDocumentSchema,
});

export const uploadTokenImage = endpoint({
  method: 'POST',
  path: '/api/tokens/images',
  auth: 'wallet',
  tag,
  summary: "Stores a token's image (PNG, JPEG, GIF or WebP as base64) and answers its URL",
  body: tokenImageUploadSchema,
  response: tokenImageSchema,
});

/** Content-addressed: the bytes behind a hash never change. */
export const getTokenImage = endpoint({
  method: 'GET',
  path: '/api/tokens/images/:sha256',
  auth: 'public',
  tag,
  summary: 'An uploaded token image, by the sha256 of its bytes',
  params: tokenImageParamsSchema,
  contentType: 'image/*',
  response: binaryAnswer,
});

export const getTokenLogo = endpoint({
  method: 'GET',
  path: '/api/tokens/logo/:mint',
  auth: 'public',
  tag,
  summary: "A token's logo, by mint (its metadata's image, fetched and checked)",
  params: tokenLogoParamsSchema,
  contentType: 'image/*',
  response: binaryAnswer,
});
