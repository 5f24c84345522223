export { planTokenCreate } from './create';
export {
  tokenAuthorityRevokeOperation,
  tokenCreateOperation,
  tokenMetadataUpdateOperation,
  TOKEN_CREATE,
} from './operation';
export { planUpdateMetadata } from './update-metadata';
export { planRevokeAuthorities } from './revoke';
export { estimateLaunchCost } from './estimate';
export { listTokens, metadataDocument } from './records';
export { checkBalance } from './balance';
export { verifyToken } from './verify';
export { readTokenImage, storeTokenImage, tokenImagePath, tokenLogo, type ImageBytes } from './images';
