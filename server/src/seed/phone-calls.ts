import type { Db } from '../core/db/database.js';
import { saveFile } from '../core/storage.js';
import { CALL_RECORDING_FOLDER } from '../core/upload-links.js';
import { RECORDING_SECONDS_MAX, newSandboxRef } from '../modules/phone-call/sandbox-provider.js';
import { toneWav } from '../modules/phone-call/wav.js';

// A few finished calls of the demo agent and the demo manager to owners of houses they maintain, through the sandbox
// provider: answered ones with their recordings (files in the upload folder, as the callback would have stored them)
// and one unanswered.

const DAY = 86_400;
// Days ago and talk seconds (null: not answered).
const PLAN: { account: string; daysAgo: number; seconds: number | null }[] = [
  { account: 'agent', daysAgo: 0, seconds: 95 },
  { account: 'agent', daysAgo: 1, seconds: null },
  { account: 'agent', daysAgo: 2, seconds: 240 },
  { account: 'manager', daysAgo: 3, seconds: 62 },
];

export async function seedPhoneCalls(db: Db, options: { now: number; dataDir: string }): Promise<void> {
  const { now, dataDir } = options;
  const used = new Map<string, number>();
  for (const plan of PLAN) {
    const staff = await db.selectFrom('staff').select(['id', 'store_id', 'current_phone']).where('account', '=', plan.account).executeTakeFirst();
    if (!staff?.current_phone) continue;
    const nth = used.get(plan.account) ?? 0;
    used.set(plan.account, nth + 1);
    // The person's nth house (by id) that has an owner with a phone.
    const target = await db.selectFrom('house as h').innerJoin('house_owner as o', 'o.house_id', 'h.id')
      .innerJoin('house_owner_phone as p', (j) => j.onRef('p.owner_id', '=', 'o.id').on('p.sort', '=', 0))
      .select(['h.id as house_id', 'o.id as owner_id', 'o.name', 'p.phone_masked', 'p.phone_hash'])
      .where('h.maintainer_id', '=', staff.id).where('h.deleted_at', 'is', null).orderBy('h.id').orderBy('o.id').offset(nth).limit(1).executeTakeFirst();
    if (!target) continue;
    const startedAt = now - plan.daysAgo * DAY - 3 * 3600 - nth * 600;
    const answered = plan.seconds !== null;
    const talk = plan.seconds ?? 0;
    const recording = answered ? toneWav(Math.min(talk, RECORDING_SECONDS_MAX)) : null;
    const ref = newSandboxRef();
    await db.insertInto('phone_sandbox_call').values({
      ref, caller_number: staff.current_phone, callee_masked: target.phone_masked, state: answered ? 'answered' : 'missed', created_at: startedAt,
      answered_at: answered ? startedAt + 8 : null, ended_at: startedAt + (answered ? 8 + talk : 30), duration: talk,
    }).execute();
    await db.insertInto('phone_call').values({
      house_id: target.house_id, owner_id: target.owner_id, phone_index: 0, owner_name: target.name, callee_masked: target.phone_masked,
      callee_hash: target.phone_hash, staff_id: staff.id, store_id: staff.store_id, caller_number: staff.current_phone, provider: 'sandbox',
      provider_ref: ref, state: answered ? 'answered' : 'missed', started_at: startedAt, answered_at: answered ? startedAt + 8 : null,
      ended_at: startedAt + (answered ? 8 + talk : 30), duration: talk,
      recording_url: recording ? await saveFile(dataDir, CALL_RECORDING_FOLDER, recording, 'wav') : '', recording_size: recording?.length ?? 0,
    }).execute();
  }
}
