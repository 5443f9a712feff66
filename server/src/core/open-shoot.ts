import { HOUSE_OPEN_STATUSES, LANGS, vrRuleText, type HouseStatus, type Lang, type Text } from '@brokerage/contract';
import type { Db } from './db/database.js';
import { AppError } from './errors.js';

// A VR shoot in progress holds its house: the platform cannot cancel a shoot at the VR service, so the house is not
// deleted or set 注销, 无效 or 外成交 by hand until the service reports the shoot finished or given up; otherwise the
// package's shoot would go on for a house that is gone or off the market. A deal (内成交) does not wait for a photographer.

// The refusal naming the house's shoot in progress, in every language (an approval's reason keeps them all); null when
// it has none.
export async function openShootText(db: Db, houseId: number): Promise<Text | null> {
  const open = await db.selectFrom('vr_task as k').innerJoin('staff as s', 's.id', 'k.staff_id').select(['k.provider_ref', 's.name'])
    .where('k.house_id', '=', houseId).where('k.state', '=', 'shooting').executeTakeFirst();
  if (!open) return null;
  return Object.fromEntries(LANGS.map((lang) => [lang, vrRuleText('houseShooting', lang, { ref: open.provider_ref, name: open.name })])) as Text;
}

export async function assertNoOpenShoot(db: Db, lang: Lang, houseId: number): Promise<void> {
  const said = await openShootText(db, houseId);
  if (said) throw new AppError('CONFLICT', { detail: said[lang] });
}

// A status that takes the house off the market: 注销, 无效, 外成交, 内成交.
export function endsHouse(status: HouseStatus): boolean {
  return !HOUSE_OPEN_STATUSES.includes(status);
}
