import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../core/db/database.js';
import { nowSeconds } from '../../core/clock.js';
import { SANDBOX, sandboxAnswer, sandboxKey, sandboxRef, signedBody } from '../../core/sandbox.js';
import type { ProviderPackage, ProviderReport, ProviderSetup, VrProvider } from './provider.js';

// The built-in sandbox VR service: a stand-in for a real one that lives in the server. Its packages, accounts and tasks
// are kept in its own tables; on first use it holds one trial package. A task's camera page (sandbox-page.ts) stands in
// for the photographer's app: one button finishes the shoot and calls the server back, signed with HMAC-SHA256 as a
// real service signs, and the "tour" is a sandbox page showing the house's title. Nothing is shot: it is for trying the
// platform and for tests.

export const SANDBOX_PAGE = '/sandbox-vr';
export const SANDBOX_TOUR_PAGE = '/sandbox-vr/tour';
const KEY_ROW = 'vr_sandbox_key';

export const TRIAL_PACKAGE = { ref: 'SBPKG-TRIAL', name: '体验套餐', total: 50, days: 365 } as const;

// The sandbox's references: a prefix and 20 upper-case hex digits, unguessable.
export const SandboxRef = z.string().regex(/^VR[0-9A-F]{20}$/);
export function newSandboxRef(prefix: 'VR' | 'VU' = 'VR'): string {
  return sandboxRef(prefix);
}

// The callback's body: a shot task has its tour, a task given up has none.
export const SandboxCallback = z.strictObject({
  task_ref: SandboxRef,
  outcome: z.enum(['done', 'failed']),
  tour_url: z.union([z.string().url().max(500), z.literal('')]),
  done_at: z.number().int().positive(),
}).refine((c) => (c.outcome === 'done') === (c.tour_url !== ''), { message: 'a tour exactly when done', path: ['tour_url'] });
export type SandboxCallback = z.infer<typeof SandboxCallback>;

// The signing key: VR_PROVIDER_SECRET when given, else the one kept for the VR sandbox.
export function vrKey(db: Db, secret: string | undefined): Promise<Buffer> {
  return sandboxKey(db, KEY_ROW, secret);
}

// The trial package the sandbox holds from its first use (insert-if-absent: servers starting together make one).
export async function ensureTrialPackage(db: Db, now = nowSeconds()): Promise<void> {
  await db.insertInto('vr_sandbox_package')
    .values({ ref: TRIAL_PACKAGE.ref, name: TRIAL_PACKAGE.name, total: TRIAL_PACKAGE.total, used: 0, expires_at: now + TRIAL_PACKAGE.days * 86_400, created_at: now })
    .onConflict((oc) => oc.column('ref').doNothing()).execute();
}

export async function sandboxProvider(setup: ProviderSetup): Promise<VrProvider> {
  const { db, publicUrl } = setup;
  const key = await vrKey(db, setup.secret);
  return {
    name: SANDBOX,
    packages: async () => {
      await ensureTrialPackage(db);
      const rows = await db.selectFrom('vr_sandbox_package').selectAll().orderBy('expires_at').orderBy('ref').execute();
      return rows.map((r): ProviderPackage => ({ ref: r.ref, name: r.name, total: r.total, used: r.used, expiresAt: Number(r.expires_at) }));
    },
    // One account per staff member at the sandbox: opening it again enables it again.
    openUser: async ({ staffId, name }) => {
      const ref = `VU${String(staffId).padStart(8, '0')}`;
      await db.insertInto('vr_sandbox_user').values({ ref, name: name.slice(0, 50), status: 'active', created_at: nowSeconds() })
        .onConflict((oc) => oc.column('ref').doUpdateSet({ status: 'active', name: name.slice(0, 50) })).execute();
      return { userRef: ref };
    },
    // An account the sandbox does not have is refused, as a real service answers.
    disableUser: async (userRef) => {
      const done = await db.updateTable('vr_sandbox_user').set({ status: 'disabled' }).where('ref', '=', userRef).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new Error(`sandbox VR: no account ${userRef}`);
    },
    // The sandbox calls back over the connection its camera page was served on, so it needs no notify address.
    createTask: async ({ userRef, title }) => {
      const now = nowSeconds();
      await ensureTrialPackage(db, now);
      return db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('vr_sandbox_user').select('status').where('ref', '=', userRef).executeTakeFirst();
        if (user?.status !== 'active') throw new Error(`sandbox VR: account ${userRef} is not active`);
        // The package expiring first that has a shoot left; the conditional update takes the shoot once.
        const candidates = await trx.selectFrom('vr_sandbox_package').select(['ref', 'name'])
          .where('expires_at', '>', now).whereRef('used', '<', 'total').orderBy('expires_at').orderBy('ref').execute();
        for (const pack of candidates) {
          const taken = await trx.updateTable('vr_sandbox_package').set({ used: sql<number>`used + 1` })
            .where('ref', '=', pack.ref).whereRef('used', '<', 'total').executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) continue;
          const ref = newSandboxRef();
          await trx.insertInto('vr_sandbox_task').values({ ref, package_ref: pack.ref, user_ref: userRef, title: title.slice(0, 200), created_at: now }).execute();
          return { ref, packageRef: pack.ref, packageName: pack.name, shootUrl: `${publicUrl}${SANDBOX_PAGE}/${ref}` };
        }
        return null;
      });
    },
    verifyCallback: (callback): ProviderReport | null => {
      const ended = signedBody(key, SandboxCallback, callback);
      return ended && { taskRef: ended.task_ref, outcome: ended.outcome, tourUrl: ended.tour_url, at: ended.done_at };
    },
    answer: sandboxAnswer,
  };
}

// The sandbox tour of a finished task.
export function sandboxTourUrl(publicUrl: string, ref: string): string {
  return `${publicUrl}${SANDBOX_TOUR_PAGE}/${ref}`;
}
