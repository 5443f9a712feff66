import type { AppState } from '../../core/context.js';
import { writeInterfaceCall } from '../../core/audit.js';
import { vrProvider } from './providers.js';

export type LeaverVr = 'none' | 'disabled' | 'failed';

// A person who left keeps no working VR account: theirs is disabled at the VR service as vr/disableuser does, called
// once the resignation is written, so a service that fails or refuses cannot undo it. The call is kept in the interface
// log either way; after a failure the account stays enabled (vr/users shows it so) for a manager to disable again.
export async function disableLeaverVrAccount(state: Pick<AppState, 'db' | 'config'>, staffId: number, now: number): Promise<LeaverVr> {
  const user = await state.db.selectFrom('vr_user').select(['id', 'provider_user_id'])
    .where('staff_id', '=', staffId).where('status', '=', 'active').executeTakeFirst();
  if (!user) return 'none';
  const provider = await vrProvider(state);
  const started = Date.now();
  let failure: string | null = null;
  try {
    await provider.disableUser(user.provider_user_id);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  await writeInterfaceCall(state.db, {
    service: 'vr', method: 'disable', url: `${provider.name}:${user.provider_user_id}`, status: failure === null ? 200 : 502,
    durationMs: Date.now() - started, request: JSON.stringify({ user_ref: user.provider_user_id, staff_id: staffId, reason: 'resigned' }),
    response: failure ?? '', now,
  });
  if (failure !== null) return 'failed';
  await state.db.updateTable('vr_user').set({ status: 'disabled', disabled_at: now })
    .where('id', '=', user.id).where('status', '=', 'active').execute();
  return 'disabled';
}
