import type { RehearsalPreset } from '@shared/schemas/launch-rehearsal';
import { rehearsalSchema } from '@shared/schemas/launch-rehearsal';
import type { LaunchTokenDataInput } from '@shared/schemas/launchpad';
import { REHEARSALS_URL } from './query-keys';
import { apiJson } from '@web/lib/api-client';

/** POST /api/launchpad/rehearsals: queues a scripted rehearsal of the form's launch (local chain only). */
export function startRehearsal(tokenData: LaunchTokenDataInput, preset: RehearsalPreset) {
  return apiJson('POST', REHEARSALS_URL, { tokenData, preset }, rehearsalSchema);
}
