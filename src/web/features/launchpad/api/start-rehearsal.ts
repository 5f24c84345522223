import { startRehearsal as startRehearsalEndpoint } from '@shared/api/launchpad';
import type { RehearsalPace, RehearsalPreset } from '@shared/schemas/launch-rehearsal';
import type { LaunchTokenDataInput } from '@shared/schemas/launchpad';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Queues a scripted rehearsal of the form's launch (local chain only). */
export function startRehearsal(
  tokenData: LaunchTokenDataInput,
  preset: RehearsalPreset,
  paceMs: RehearsalPace,
) {
  return callEndpoint(startRehearsalEndpoint, { body: { tokenData, preset, paceMs } });
}
