import { sql, type Kysely } from 'kysely';

// The anti-debug guard is on by default (spec §2, §9; readSecuritySettings creates a new company's row with it on).
// An existing company's setting is switched on only if nobody ever saved it: every save of the security form writes
// a 'security_change' behaviour record naming the field, so a company whose admin chose "off" keeps it off.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update security_setting set debug_guard_enabled = 1
    where debug_guard_enabled = 0 and not exists (select 1 from behaviour_log
      where action = 'security_change' and detail like ${'%"debug_guard_enabled"%'})`.execute(db);
}
