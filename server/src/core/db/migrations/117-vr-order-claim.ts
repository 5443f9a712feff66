import type { Kysely } from 'kysely';

// vr_order_claim: a house being ordered a VR shoot, claimed before the VR service is asked so that one order of a house
// at a time asks it (the second of two at once is refused before the service takes a shoot it would not use), and
// released once the order is written or refused. A claim left by a server that stopped mid-order lapses (vr-task.service.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('vr_order_claim')
    .addColumn('house_id', 'integer', (c) => c.primaryKey().references('house.id'))
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .execute();
}
