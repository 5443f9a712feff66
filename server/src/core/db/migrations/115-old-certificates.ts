import { sql, type Kysely } from 'kysely';

// House certificates uploaded before the signed links came still point into the public house-pictures folder; every
// start looks for them (modules/house-picture/certificate-move.ts) through this partial index, empty once they are moved.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index house_picture_old_certificate_idx on house_picture (id)
    where "group" = 'certificate' and url like '/uploads/house-pictures/%'`.execute(db);
}
