export {
  addApiKey,
  deleteApiKey,
  hasActiveServiceKey,
  listApiKeys,
  ownApiKey,
  revealApiKey,
  rotateVaultKek,
  vaultStats,
  walletServiceKey,
} from './store';
