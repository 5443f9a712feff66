import type { AppState } from '../../core/context.js';
import { removeUpload, saveFile } from '../../core/storage.js';
import { CALL_RECORDING_FOLDER } from '../../core/upload-links.js';
import type { CallEnd, CallProvider } from './provider.js';
import { isWav } from './wav.js';

// A call's end as its provider reports it, written exactly once however often and however concurrently it is
// reported: the row moves from calling by a conditional update, and only the report that moved it keeps its recording.

// recorded: this report ended the call; known: it had ended already (nothing written); refused: no call of this
// provider has that reference (nothing written).
export type EndOutcome = 'recorded' | 'known' | 'refused';

export async function endCall(state: Pick<AppState, 'db' | 'config'>, provider: CallProvider, end: CallEnd): Promise<EndOutcome> {
  const { db } = state;
  const call = await db.selectFrom('phone_call').select(['id', 'state', 'started_at'])
    .where('provider', '=', provider.name).where('provider_ref', '=', end.ref).executeTakeFirst();
  if (!call || !end.ref) return 'refused';
  if (call.state !== 'calling') return 'known';
  // Fetched before the update, outside any transaction (a provider's recording may take a while to arrive).
  let recording: { url: string; size: number } | null = null;
  if (end.state === 'answered') {
    const bytes = await provider.recording(end);
    if (bytes && isWav(bytes)) recording = { url: await saveFile(state.config.dataDir, CALL_RECORDING_FOLDER, bytes, 'wav'), size: bytes.length };
  }
  const answered = end.state === 'answered';
  const moved = await db.updateTable('phone_call').set({
    state: end.state, answered_at: answered ? end.answeredAt : null, ended_at: Math.max(end.endedAt, Number(call.started_at)),
    duration: answered ? end.duration : 0, recording_url: recording?.url ?? '', recording_size: recording?.size ?? 0,
  }).where('id', '=', call.id).where('state', '=', 'calling').executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return 'recorded';
  // Another report of the same end got there first: its recording is the one kept.
  if (recording) await removeUpload(state.config.dataDir, recording.url);
  return 'known';
}
