export {
  addApiKey,
  deleteApiKey,
  listApiKeys,
  revealApiKey,
  rotateVaultKek,
  vaultStats,
  walletServiceKey,
} from './store';
