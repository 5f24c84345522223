import { getSettings } from '@shared/api/settings';

const SETTINGS_URL = getSettings.path;

export const settingsKeys = {
  detail: (owner?: string | null) => (owner ? ([SETTINGS_URL, owner] as const) : ([SETTINGS_URL] as const)),
};
