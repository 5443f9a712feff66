import { sql, type Insertable } from 'kysely';
import {
  OWNER_RELATIONS, maskIdNumber, maskPhone, type FollowupChange, type KeyStatus, type OwnerRelation,
} from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { FollowupTable, HouseKeyLogTable } from '../core/db/schema.js';
import { ownerDataKeyFrom } from '../core/config.js';
import { ownerCipher } from '../modules/house-owner/owner-crypto.js';
import { changeText } from '../modules/house/followup-record.js';
import { insertFollowups } from '../modules/house/followup-index.js';
import { chineseName, createRandom, mobile, type Random } from './random.js';

// Owners for every demo house (phones and ID numbers encrypted with the same key the server will use), and keys
// for about a third of them, held by the house's store: most in store, some lent (a few overdue), some taken back by
// the owner, each with its log and key follow-ups as the key calls would have written them.

const DAY = 86_400;
const CHUNK = 200;
// planKey's remarks, for the demo's keys and seed:scale's.
const KEY_REMARKS = ['业主交来一把', '业主交来两把', '物业处备份一把', '', ''];
const BORROW_REMARKS = ['带客户看房', '陪同客户复看', '实勘拍照', '量房'];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

// A well-formed Shanghai resident ID number (its check character computed) for a birth year of 1950–1995.
function idNumber(random: Random): string {
  const body = `3101${String(random.int(1, 20)).padStart(2, '0')}${random.int(1950, 1995)}${String(random.int(1, 12)).padStart(2, '0')}`
    + `${String(random.int(1, 28)).padStart(2, '0')}${String(random.int(0, 999)).padStart(3, '0')}`;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return body + ('10X98765432'[sum % 11] as string);
}

const landline = (random: Random) => `021-${random.int(5000_0000, 6999_9999)}`;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function seedHouseOwnersAndKeys(db: Db, options: { now: number }): Promise<void> {
  const { now } = options;
  // A generator of its own, so this data stays the same when other seeds change how many numbers they draw.
  const random = createRandom(20261210);
  const cipher = await ownerCipher(db, ownerDataKeyFrom());
  const houses = await db.selectFrom('house').select(['id', 'store_id', 'maintainer_id', 'created_at'])
    .where('deleted_at', 'is', null).orderBy('id').execute();
  if (!houses.length) return;

  for (let i = 0; i < houses.length; i += CHUNK) {
    const chunk = houses.slice(i, i + CHUNK);
    const planned = chunk.flatMap((house) => Array.from({ length: random.next() < 0.25 ? 2 : 1 }, (_, n) => {
      const withId = random.next() < 0.4 ? idNumber(random) : null;
      const phones = Array.from({ length: random.next() < 0.3 ? 2 : 1 }, (_, p) => (p === 1 && random.next() < 0.4 ? landline(random) : mobile(random)));
      const relation: OwnerRelation = n === 0 ? 'self' : random.pick(OWNER_RELATIONS.filter((r) => r !== 'self'));
      return { house, name: chineseName(random), relation, withId, phones };
    }));
    const owners = await db.insertInto('house_owner').values(planned.map((o) => ({
      house_id: o.house.id, name: o.name, relation: o.relation, remark: '',
      id_number_enc: o.withId ? cipher.encrypt(o.withId) : '', id_number_masked: o.withId ? maskIdNumber(o.withId) : '',
      created_by: o.house.maintainer_id, created_at: o.house.created_at, updated_at: o.house.created_at,
    }))).returning('id').execute();
    const phones = planned.flatMap((o, n) => o.phones.map((phone, sort) => ({
      owner_id: (owners[n] as { id: number }).id, house_id: o.house.id, sort, phone_enc: cipher.encrypt(phone), phone_masked: maskPhone(phone),
      phone_hash: cipher.phoneHash(phone),
    })));
    await insertChunked(phones, (rows) => db.insertInto('house_owner_phone').values(rows).execute());
  }

  const people = await db.selectFrom('staff').select(['id', 'name', 'store_id']).where('store_id', 'is not', null)
    .where('status', '=', 'active').orderBy('id').execute();
  const serial = new Map<number, number>();
  const logs: Insertable<HouseKeyLogTable>[] = [];
  const followups: Insertable<FollowupTable>[] = [];
  for (const house of houses) {
    if (house.store_id === null || random.next() >= 0.35) continue;
    const storeId = house.store_id;
    const colleagues = people.filter((p) => p.store_id === storeId);
    const key = planKey(random, { now, serial }, { createdAt: house.created_at, storeId, team: colleagues.length ? colleagues : people });
    const { id } = await db.insertInto('house_key').values({
      house_id: house.id, store_id: storeId, number: key.number, status: key.status, borrower_id: key.borrower?.id ?? null,
      lent_at: key.lentAt, due_at: key.due, remark: key.remark, created_by: house.maintainer_id, created_at: key.added,
      updated_at: key.updatedAt, deleted_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    for (const entry of key.log) {
      logs.push({
        key_id: id, house_id: house.id, action: entry.action, staff_id: house.maintainer_id, borrower_id: entry.borrower?.id ?? null,
        due_at: entry.due ?? null, remark: entry.remark, created_at: entry.at,
      });
      followups.push({
        house_id: house.id, customer_id: null, staff_id: house.maintainer_id, kind: 'key', content: keyStepText(key.number, entry),
        detail: JSON.stringify(entry.change), created_at: entry.at,
      });
    }
  }
  await insertChunked(logs, (rows) => db.insertInto('house_key_log').values(rows).execute());
  await insertFollowups(db, followups);
  await db.updateTable('house').set({
    key_count: sql<number>`(select count(*) from house_key k where k.house_id = house.id and k.deleted_at is null and k.status <> 'owner_took')`,
  }).execute();
}

type KeyPerson = { id: number; name: string };
type KeyStep = {
  action: 'add' | 'borrow' | 'owner_take'; at: number; remark: string; borrower?: KeyPerson; due?: number;
  change: FollowupChange & { from: KeyStatus | null; to: KeyStatus };
};

// A house's key, as the key calls would have left it (house-key.service.ts), for the demo seed and seed:scale: added
// by the maintainer to the store's next number (`serial`, by store), no earlier than the house's entry, then mostly
// in the store, some lent to a colleague over the past week (a third of them overdue), some taken back by the owner; each step with what
// its log entry and key follow-up hold. The houses of both seeds were entered a day or more before `now`.
export function planKey<P extends KeyPerson>(
  random: Random, seed: { now: number; serial: Map<number, number> }, house: { createdAt: number; storeId: number; team: P[] },
) {
  const { now } = seed;
  const serial = (seed.serial.get(house.storeId) ?? 0) + 1;
  seed.serial.set(house.storeId, serial);
  const number = `K${String(serial).padStart(4, '0')}`;
  const roll = random.next();
  const status: KeyStatus = roll < 0.72 ? 'in_store' : roll < 0.9 ? 'lent' : 'owner_took';
  const added = Math.max(house.createdAt, Math.min(now - 2 * DAY, house.createdAt + random.int(0, 20) * DAY));
  const remark = random.pick(KEY_REMARKS);
  const log: KeyStep[] = [{ action: 'add', at: added, remark, change: { from: null, to: 'in_store' } }];
  let borrower: P | null = null;
  let due: number | null = null;
  let lentAt: number | null = null;
  if (status === 'lent') {
    borrower = random.pick(house.team);
    // Lent at any hour of the past week, for two to eight days: about a third are overdue, few lent today.
    lentAt = now - random.int(2 * 3600, 7 * DAY);
    due = lentAt + random.int(2, 8) * DAY;
    // A key added lately was lent after it was added, and until a day after that at least.
    if (lentAt < added + 3600) {
      lentAt = Math.min(now - 3600, added + 3600 + random.int(0, 6 * 3600));
      due = Math.max(due, lentAt + DAY);
    }
    log.push({ action: 'borrow', at: lentAt, remark: random.pick(BORROW_REMARKS), borrower, due, change: { from: 'in_store', to: 'lent', until: due } });
  } else if (status === 'owner_took') {
    log.push({ action: 'owner_take', at: Math.min(now, added + DAY), remark: '业主自住，取回钥匙', change: { from: 'in_store', to: 'owner_took' } });
  }
  return { number, status, remark, borrower, due, lentAt, added, updatedAt: (log[log.length - 1] as KeyStep).at, log };
}

// The key follow-up of a planned step, as house/key writes it: the number, and to whom for a borrow.
export function keyStepText(number: string, step: KeyStep): string {
  return changeText(step.action === 'borrow' && step.borrower ? `${number} → ${step.borrower.name}` : number, step.remark);
}
