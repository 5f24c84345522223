export const SESSION_URL = '/api/auth/session';

export const authKeys = {
  session: () => [SESSION_URL] as const,
};
