import {
  newhouseAdd, newhouseLayoutAdd, newhousePublic, type InputOf, type NewhouseItem, type NewhouseLayout,
} from '@brokerage/contract';
import type { TestApp } from '../../test/harness.js';

// Shared by the new-house tests: projects entered through the API under names no other test or the seed uses.

let serial = 0;
export function freshName(prefix = '测试楼盘'): string {
  serial += 1;
  return `${prefix}${process.pid % 1000}-${serial}`;
}

export async function enterProject(t: TestApp, token: string, overrides: Partial<InputOf<typeof newhouseAdd>> = {}): Promise<NewhouseItem> {
  const { body } = await t.call(newhouseAdd, { name: freshName(), ...overrides }, { token });
  if (body.code !== '200000') throw new Error(`newhouse/add failed: ${JSON.stringify(body)}`);
  return body.data;
}

// A project entered and published, open for reports.
export async function publishedProject(t: TestApp, token: string, overrides: Partial<InputOf<typeof newhouseAdd>> = {}): Promise<NewhouseItem> {
  const project = await enterProject(t, token, overrides);
  const { body } = await t.call(newhousePublic, { id: project.id, version: project.version, published: 1 }, { token });
  if (body.code !== '200000') throw new Error(`newhouse/newhousepublic failed: ${JSON.stringify(body)}`);
  return body.data;
}

export async function addLayout(t: TestApp, token: string, newId: number, overrides: Partial<InputOf<typeof newhouseLayoutAdd>> = {}): Promise<NewhouseLayout> {
  const { body } = await t.call(newhouseLayoutAdd, { new_id: newId, name: freshName('户型'), rooms: 2, area: 88.5, ...overrides }, { token });
  if (body.code !== '200000') throw new Error(`newhouselayout/add failed: ${JSON.stringify(body)}`);
  return body.data;
}

// The operation log's entries of an endpoint for a record, in order.
export async function logged(t: TestApp, endpoint: string, targetId?: number) {
  let query = t.db.selectFrom('operation_log').select(['endpoint', 'result_code', 'target_id', 'staff_id']).where('endpoint', '=', endpoint);
  if (targetId !== undefined) query = query.where('target_id', '=', targetId);
  return query.orderBy('id').execute();
}
