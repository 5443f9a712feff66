import { houseIdOfOperation, houseOperationSummary, isHousePath, type BehaviourAction } from '@brokerage/contract';
import type { Db } from './db/database.js';
import type { RequestMeta } from './context.js';
import { deviceOf } from './context.js';


export async function writeBehaviour(
  db: Db,
  meta: RequestMeta,
  entry: { staffId: number | null; account: string; action: BehaviourAction; detail?: string },
): Promise<void> {
  await db
    .insertInto('behaviour_log')
    .values({
      staff_id: entry.staffId,
      account: entry.account,
      action: entry.action,
      detail: (entry.detail ?? '').slice(0, 4000),
      ip: meta.ip,
      device: deviceOf(meta),
      created_at: meta.now,
    })
    .execute();
}

export async function writeOperation(
  db: Db,
  meta: RequestMeta,
  entry: {
    staffId: number | null; method: string; endpoint: string; targetId: number | null; resultCode: string;
    houseId?: number | null; summary?: string;
  },
): Promise<void> {
  await db
    .insertInto('operation_log')
    .values({
      staff_id: entry.staffId,
      method: entry.method,
      endpoint: entry.endpoint,
      target_id: entry.targetId,
      ip: meta.ip,
      device: deviceOf(meta),
      result_code: entry.resultCode,
      created_at: meta.now,
      house_id: entry.houseId ?? null,
      summary: entry.summary ?? '',
    })
    .execute();
}

// The record an operation touched: the input's id, else the id of what it returned.
export function targetIdOf(input: unknown, data: unknown): number | null {
  for (const source of [input, data]) {
    if (source && typeof source === 'object' && 'id' in source) {
      const id = (source as { id: unknown }).id;
      if (typeof id === 'number' && Number.isInteger(id)) return id;
    }
  }
  return null;
}

// For the calls of a house (operate/house): the house touched and the input fields worth keeping.
export function houseOperationOf(path: string, input: unknown, data: unknown): { houseId: number | null; summary: string } {
  if (!isHousePath(path)) return { houseId: null, summary: '' };
  return { houseId: houseIdOfOperation(path, input, data), summary: houseOperationSummary(input) };
}
