import type { Kysely } from 'kysely';

// Follow-up discipline for owner phones (DOMAIN.md "Owners"): the company setting phone_view_followup_required (0, the
// default, so an upgrade changes nothing) and, per person, the owner phone last revealed while it was on, whose house
// must then have a follow-up of theirs before they reveal another.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('phone_view_followup_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createTable('phone_view_followup')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff.id'))
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('viewed_at', 'bigint', (c) => c.notNull())
    .execute();
}
