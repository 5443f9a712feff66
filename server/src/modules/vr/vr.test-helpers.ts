import { ERRORS, vrAddUser, type DataOf } from '@brokerage/contract';
import type { TestApp } from '../../test/harness.js';

// A VR account opened through vr/adduser for a working person who has none yet (tests that order shoots need one).
export async function addPhotographer(t: TestApp, adminToken: string): Promise<DataOf<typeof vrAddUser>> {
  const withAccount = (await t.db.selectFrom('vr_user').select('staff_id').execute()).map((r) => r.staff_id);
  const staff = await t.db.selectFrom('staff').select('id').where('status', '=', 'active').where('id', 'not in', withAccount).orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const { body } = await t.call(vrAddUser, { staff_id: staff.id }, { token: adminToken });
  if (body.code !== ERRORS.OK.code) throw new Error(`vr/adduser: ${body.code} ${body.message}`);
  return body.data;
}
