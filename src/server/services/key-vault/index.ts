export {
  addApiKey,
  deleteApiKey,
  hasActiveServiceKey,
  listApiKeys,
  revealApiKey,
  rotateVaultKek,
  vaultStats,
  walletServiceKey,
} from './store';
