import type { LabelKind } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';

// The tags agents use most, in the order they are offered.
const LABELS: [LabelKind, string, string][] = [
  ['house', '满五唯一', '#f5222d'], ['house', '满二', '#fa541c'], ['house', '近地铁', '#1890ff'], ['house', '学区房', '#722ed1'],
  ['house', '南北通透', '#13c2c2'], ['house', '精装修', '#52c41a'], ['house', '随时看房', '#2f54eb'], ['house', '急售', '#eb2f96'],
  ['house', '拎包入住', '#faad14'], ['house', '有车位', '#8c8c8c'],
  ['customer', '首次置业', '#1890ff'], ['customer', '改善型', '#52c41a'], ['customer', '投资客', '#faad14'],
  ['customer', '急购', '#f5222d'], ['customer', '学区需求', '#722ed1'],
];

// Each house label takes the next bit in house.label_bits (modules/house/label-bits.ts), as one created by hand does.
export async function seedLabels(db: Db, now: number): Promise<void> {
  let bits = 0;
  await db.insertInto('label').values(LABELS.map(([kind, name, color], index) => ({
    kind, name, color, sort: index, enabled: 1, bit: kind === 'house' ? (bits += 1) : null, created_at: now, updated_at: now,
  }))).execute();
}
