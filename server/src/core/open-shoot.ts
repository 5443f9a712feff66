import { HOUSE_OPEN_STATUSES, LANGS, vrRuleText, type HouseStatus, type Lang, type Text, type VrRule } from '@brokerage/contract';
import type { Db } from './db/database.js';
import { lockRow } from './db/row-lock.js';
import { AppError } from './errors.js';

// A VR shoot in progress holds its house: the platform cannot cancel a shoot at the VR service, so the house is not
// deleted or set 注销, 无效 or 外成交 by hand until the service reports the shoot finished or given up; otherwise the
// package's shoot would go on for a house that is gone or off the market. A deal (内成交) does not wait for a photographer.
// A shoot being ordered holds it the same way, since the service takes the shoot before the platform records it.

// How long a claim on a house being ordered a shoot holds (vr_order_claim): longer than the VR service takes to
// answer, so a claim lapses only when the server holding it stopped mid-order.
export const ORDER_CLAIM_SECONDS = 120;

// The refusal naming the house's shoot in progress or being ordered, in every language (an approval's reason keeps them
// all); null when it has none. In the caller's transaction before its write: the house's row is held, so an order
// (vr-task.service.ts, which holds it too) cannot claim the house between this check and the write.
export async function openShootText(trx: Db, houseId: number, now: number): Promise<Text | null> {
  await lockRow(trx, 'house', houseId);
  const open = await trx.selectFrom('vr_task as k').innerJoin('staff as s', 's.id', 'k.staff_id').select(['k.provider_ref', 's.name'])
    .where('k.house_id', '=', houseId).where('k.state', '=', 'shooting').executeTakeFirst();
  if (open) return inEveryLanguage('houseShooting', { ref: open.provider_ref, name: open.name });
  const ordering = await trx.selectFrom('vr_order_claim').select('house_id')
    .where('house_id', '=', houseId).where('claimed_at', '>=', now - ORDER_CLAIM_SECONDS).executeTakeFirst();
  return ordering ? inEveryLanguage('houseOrdering', {}) : null;
}

function inEveryLanguage(rule: VrRule, params: Record<string, string>): Text {
  return Object.fromEntries(LANGS.map((lang) => [lang, vrRuleText(rule, lang, params)])) as Text;
}

export async function assertNoOpenShoot(trx: Db, lang: Lang, houseId: number, now: number): Promise<void> {
  const said = await openShootText(trx, houseId, now);
  if (said) throw new AppError('CONFLICT', { detail: said[lang] });
}

// A status that takes the house off the market: 注销, 无效, 外成交, 内成交.
export function endsHouse(status: HouseStatus): boolean {
  return !HOUSE_OPEN_STATUSES.includes(status);
}
