import {
  HOUSE_HIDDEN_TEXT, maskIdNumber, maskPhone, ownerRuleText, type DataOf, type OwnerItem, type OwnerRelation, type ParsedInputOf,
  houseOwnerAdd, houseOwnerList, houseOwnerUpdate, phoneView,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { takePhoneView } from '../../core/phone-allowance.js';
import { OWNER_PHONE_DETAIL, countPhoneView } from '../statistics/house-day.js';
import { changeableHouse, readableHouse } from '../house/house-read.js';
import { assertSeesOwnerPhones, seesOwnerPhones } from '../../core/house-confidential.js';
import { ownerCipher, type OwnerCipher } from './owner-crypto.js';
import { phoneViewFollowupRule, takeFollowupTurn } from './phone-view-followup.js';

// House owners and the reveal of their phones. Reads never decrypt: the masked forms are stored beside the
// ciphertexts; only phone/view decrypts, one phone at a time.

async function ownerItems(db: Db, houseId: number, ownerId?: number): Promise<OwnerItem[]> {
  let owners = db.selectFrom('house_owner as o').leftJoin('staff as s', 's.id', 'o.created_by')
    .select(['o.id', 'o.house_id', 'o.name', 'o.relation', 'o.id_number_masked', 'o.remark', 's.name as created_by_name', 'o.created_at', 'o.updated_at'])
    .where('o.house_id', '=', houseId);
  if (ownerId !== undefined) owners = owners.where('o.id', '=', ownerId);
  const [rows, phones] = await Promise.all([
    owners.orderBy('o.id').execute(),
    db.selectFrom('house_owner_phone').select(['owner_id', 'sort', 'phone_masked']).where('house_id', '=', houseId)
      .orderBy('owner_id').orderBy('sort').execute(),
  ]);
  return rows.map(({ id_number_masked, created_by_name, ...row }) => ({
    ...row,
    relation: row.relation as OwnerRelation,
    id_number: id_number_masked,
    created_by_name: created_by_name ?? '',
    phones: phones.filter((p) => p.owner_id === row.id).map((p) => ({ index: p.sort, masked: p.phone_masked })),
  }));
}

async function ownerItem(db: Db, houseId: number, ownerId: number): Promise<OwnerItem> {
  const [item] = await ownerItems(db, houseId, ownerId);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

async function assertHouse(ctx: Ctx, houseId: number, reach: 'read' | 'change'): Promise<void> {
  const condition = reach === 'read' ? readableHouse(ctx.caller, ctx.scope) : changeableHouse(ctx.caller, ctx.scope);
  const row = await ctx.db.selectFrom('house as h').select('h.id')
    .where('h.id', '=', houseId).where('h.deleted_at', 'is', null).where(condition).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
}

function phoneRows(cipher: OwnerCipher, ownerId: number, houseId: number, phones: string[]) {
  return phones.map((phone, sort) => ({
    owner_id: ownerId, house_id: houseId, sort, phone_enc: cipher.encrypt(phone), phone_masked: maskPhone(phone), phone_hash: cipher.phoneHash(phone),
  }));
}

function idNumberColumns(cipher: OwnerCipher, idNumber: string | null) {
  return idNumber === null
    ? { id_number_enc: '', id_number_masked: '' }
    : { id_number_enc: cipher.encrypt(idNumber), id_number_masked: maskIdNumber(idNumber) };
}

export async function listOwners(ctx: Ctx, input: ParsedInputOf<typeof houseOwnerList>): Promise<DataOf<typeof houseOwnerList>> {
  await assertHouse(ctx, input.house_id, 'read');
  const [list, sees] = await Promise.all([ownerItems(ctx.db, input.house_id), seesOwnerPhones(ctx, input.house_id)]);
  if (sees) return { list };
  // A 加密 house's owner phones are kept from the caller: not even their masked forms are shown.
  return { list: list.map((owner) => ({ ...owner, phones: owner.phones.map((p) => ({ ...p, masked: HOUSE_HIDDEN_TEXT })) })) };
}

export async function addOwner(ctx: Ctx, input: ParsedInputOf<typeof houseOwnerAdd>): Promise<DataOf<typeof houseOwnerAdd>> {
  await assertHouse(ctx, input.house_id, 'change');
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const owner = await trx.insertInto('house_owner').values({
      house_id: input.house_id, name: input.name, relation: input.relation, remark: input.remark, ...idNumberColumns(cipher, input.id_number),
      created_by: ctx.caller.staffId, created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('house_owner_phone').values(phoneRows(cipher, owner.id, input.house_id, input.phones)).execute();
    return owner.id;
  });
  return ownerItem(ctx.db, input.house_id, id);
}

// The owner of a live house the caller reaches (`read`: house scope plus the public pool; `change`: maintainer).
async function ownerOf(ctx: Ctx, ownerId: number, reach: 'read' | 'change') {
  const condition = reach === 'read' ? readableHouse(ctx.caller, ctx.scope) : changeableHouse(ctx.caller, ctx.scope);
  const row = await ctx.db.selectFrom('house_owner as o').innerJoin('house as h', 'h.id', 'o.house_id')
    .select(['o.id', 'o.house_id', 'o.name']).where('o.id', '=', ownerId).where('h.deleted_at', 'is', null).where(condition)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateOwner(ctx: Ctx, input: ParsedInputOf<typeof houseOwnerUpdate>): Promise<DataOf<typeof houseOwnerUpdate>> {
  const owner = await ownerOf(ctx, input.id, 'change');
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const { phones, id_number: idNumber } = input;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('house_owner').set({
      name: input.name, relation: input.relation, remark: input.remark, updated_at: ctx.now,
      ...(idNumber === undefined ? {} : idNumberColumns(cipher, idNumber)),
    }).where('id', '=', owner.id).execute();
    if (phones) {
      await trx.deleteFrom('house_owner_phone').where('owner_id', '=', owner.id).execute();
      await trx.insertInto('house_owner_phone').values(phoneRows(cipher, owner.id, owner.house_id, phones)).execute();
    }
  });
  return ownerItem(ctx.db, owner.house_id, owner.id);
}

// One phone in clear, counted against the caller's daily allowance of reveals (core/phone-allowance.ts), and when the
// company requires it only once the caller's last revealed owner phone has their follow-up (phone-view-followup.ts).
export async function viewPhone(ctx: Ctx, input: ParsedInputOf<typeof phoneView>): Promise<DataOf<typeof phoneView>> {
  const owner = await ownerOf(ctx, input.owner_id, 'read');
  await assertSeesOwnerPhones(ctx, owner.house_id);
  const phone = await ctx.db.selectFrom('house_owner_phone').select(['phone_enc', 'phone_masked'])
    .where('owner_id', '=', owner.id).where('sort', '=', input.index).executeTakeFirst();
  if (!phone) throw new AppError('BAD_REQUEST', { detail: ownerRuleText('noSuchPhone', ctx.lang, { index: input.index + 1 }) });
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const rule = await phoneViewFollowupRule(ctx);
  const { used, limit } = await takePhoneView(
    ctx, `${OWNER_PHONE_DETAIL} ${owner.house_id} owner ${owner.id} ${owner.name} phone ${input.index + 1} ${phone.phone_masked}`,
    async (trx) => {
      if (rule) await takeFollowupTurn(trx, ctx, rule, owner.house_id);
      await countPhoneView(trx, ctx.caller.staffId, ctx.now);
    },
  );
  return {
    owner_id: owner.id, house_id: owner.house_id, index: input.index, phone: cipher.decrypt(phone.phone_enc), views_today: used, daily_limit: limit,
  };
}
