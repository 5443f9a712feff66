import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Per-house staff roles beyond the recorder and maintainer (who live on the house row): rental agent, key holder,
// surveyor and VR surveyor, one holder per role per house. The look-ups of "houses where this person holds this
// role" go by (staff_id, role, house_id); the recorder's by the new house index below (the maintainer's exists).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createTable('house_role')
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('assigned_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('house_role_pk', ['house_id', 'role'])
    .execute();
  await db.schema.createIndex('house_role_staff_idx').on('house_role').columns(['staff_id', 'role', 'house_id']).execute();
  await db.schema.createIndex('house_recorder_kind_updated_idx').on('house').columns(['recorder_id', 'kind', 'updated_at'])
    .where(sql<boolean>`deleted_at is null`).execute();
}
