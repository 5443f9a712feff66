import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, labelChange, labelList, labelPicture } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  agent = await t.login('agent');
});
afterAll(async () => {
  await t.close();
});

describe('labels', () => {
  it('lists the labels by kind in their order, for any signed-in person', async () => {
    const { body } = await t.call(labelList, { kind: 'house' }, { token: agent });
    expect(body.data.list.map((l) => l.name)).toEqual(['满五唯一', '满二', '近地铁', '学区房', '南北通透', '精装修', '随时看房', '急售', '拎包入住', '有车位']);
    expect(body.data.list.every((l) => l.kind === 'house' && l.enabled === 1 && /^#[0-9a-f]{6}$/.test(l.color))).toBe(true);
    const customer = (await t.call(labelList, { kind: 'customer' }, { token: agent })).body.data.list;
    expect(customer.length).toBeGreaterThan(0);
    expect(customer.every((l) => l.kind === 'customer')).toBe(true);
  });

  it('two house labels added at once get bits of their own; the same name added twice at once is one label and one 409002', async () => {
    const [a, b] = await Promise.all(['同时甲', '同时乙'].map((name) => t.call(labelChange, { kind: 'house', name }, { token: admin })));
    const bits = await t.db.selectFrom('label').select('bit').where('id', 'in', [a!.body.data.id, b!.body.data.id]).execute();
    expect(bits.every((row) => row.bit !== null)).toBe(true);
    expect(new Set(bits.map((row) => row.bit)).size).toBe(2);
    const same = await Promise.all([1, 2].map(() => t.call(labelChange, { kind: 'house', name: '同时丙' }, { token: admin })));
    expect(same.map((answer) => answer.body.code).sort()).toEqual(['200000', ERRORS.CONFLICT.code]);
    expect(await t.db.selectFrom('label').select('id').where('name', '=', '同时丙').execute()).toHaveLength(1);
  });

  it('adds a label; names are unique within a kind but may repeat across kinds', async () => {
    const added = await t.call(labelChange, { kind: 'house', name: '带花园' }, { token: admin });
    expect(added.body.data).toMatchObject({ kind: 'house', name: '带花园', color: '#1890ff', sort: 0, enabled: 1 });
    const twice = await t.call(labelChange, { kind: 'house', name: '带花园', color: '#000000' }, { token: admin });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ERRORS.CONFLICT.code);
    const customer = await t.call(labelChange, { kind: 'customer', name: '带花园', color: '#FF0000', sort: 3 }, { token: admin });
    expect(customer.body.data).toMatchObject({ kind: 'customer', color: '#ff0000', sort: 3 });
  });

  it('changes a label\'s name, colour and order, keeping what is not sent', async () => {
    const label = (await t.call(labelChange, { kind: 'house', name: '临时标签', color: '#52c41a', sort: 5 }, { token: admin })).body.data;
    const renamed = await t.call(labelChange, { id: label.id, name: '临江' }, { token: admin });
    expect(renamed.body.data).toMatchObject({ id: label.id, name: '临江', color: '#52c41a', sort: 5, enabled: 1 });
    const moved = await t.call(labelChange, { id: label.id, sort: 1, color: '#722ed1' }, { token: admin });
    expect(moved.body.data).toMatchObject({ name: '临江', sort: 1, color: '#722ed1' });
    expect((await t.call(labelChange, { id: label.id, name: '满二' }, { token: admin })).body.code).toBe(ERRORS.CONFLICT.code);
    // Sending its own name again is no conflict.
    expect((await t.call(labelChange, { id: label.id, name: '临江' }, { token: admin })).body.code).toBe('200000');
  });

  it('disables a label instead of deleting it, leaving it out of the enabled list', async () => {
    const label = (await t.call(labelChange, { kind: 'customer', name: '待停用' }, { token: admin })).body.data;
    const disabled = await t.call(labelChange, { id: label.id, enabled: 0 }, { token: admin });
    expect(disabled.body.data.enabled).toBe(0);
    const enabled = (await t.call(labelList, { kind: 'customer', enabled: 1 }, { token: agent })).body.data.list.map((l) => l.id);
    expect(enabled).not.toContain(label.id);
    const all = (await t.call(labelList, { kind: 'customer' }, { token: agent })).body.data.list.map((l) => l.id);
    expect(all).toContain(label.id);
    expect((await t.call(labelList, { enabled: 0 }, { token: agent })).body.data.list.map((l) => l.id)).toEqual([label.id]);
  });

  it('refuses to change a label\'s kind', async () => {
    const label = (await t.call(labelChange, { kind: 'house', name: '换类' }, { token: admin })).body.data;
    const { status, body } = await t.call(labelChange, { id: label.id, kind: 'customer' }, { token: admin });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(labelChange, { id: label.id, kind: 'house', sort: 2 }, { token: admin })).body.data.sort).toBe(2);
  });

  it('refuses a new label without kind and name, a bad colour and an unknown id', async () => {
    expect((await t.call(labelChange, { name: '无类' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await t.call(labelChange, { kind: 'house' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await t.call(labelChange, { kind: 'house', name: '坏色', color: 'red' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await t.raw('POST', '/api/v1/label/change', { kind: 'office', name: '坏类' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    const unknown = await t.call(labelChange, { id: 999_999, name: 'x' }, { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('needs label:edit to add or change one', async () => {
    const { status, body } = await t.call(labelChange, { kind: 'house', name: '越权' }, { token: agent });
    expect(status).toBe(403);
    expect(body.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});

describe('label/picture', () => {
  it('answers the picture groups in the caller\'s language', async () => {
    const zh = (await t.call(labelPicture, {}, { token: agent, lang: 'zh' })).body.data.list;
    expect(zh).toEqual([
      { value: 'layout', label: '户型图' }, { value: 'indoor', label: '室内' }, { value: 'outdoor', label: '室外' }, { value: 'certificate', label: '证件' },
    ]);
    const en = (await t.call(labelPicture, {}, { token: agent })).body.data.list;
    expect(en.map((g) => g.label)).toEqual(['Floor plan', 'Indoor', 'Outdoor', 'Certificates']);
  });
});
