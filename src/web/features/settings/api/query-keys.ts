export const SETTINGS_URL = '/api/settings';

export const settingsKeys = {
  detail: (owner?: string | null) => (owner ? ([SETTINGS_URL, owner] as const) : ([SETTINGS_URL] as const)),
};
