import { describe, expect, it } from 'vitest';
import { OBJECT_KEY_FIELD, type StoragePolicy } from '@brokerage/contract';
import { endpointForm, objectKeyOf, storeForm } from './direct-upload';

const policy: StoragePolicy = {
  host: 'https://bucket.example.com', dir: 'waiting/7/', key_prefix: 'waiting/7/abc/',
  fields: { policy: 'cG9saWN5', OSSAccessKeyId: 'id', signature: 'sig', success_action_status: '200' },
  expire: 1_800_000_000, max_bytes: 10 * 1024 * 1024,
};

describe('objectKeyOf', () => {
  it('puts the file name after the prefix, keeping its other characters', () => {
    expect(objectKeyOf('waiting/7/abc/', '客厅 (1).JPG')).toBe('waiting/7/abc/客厅 (1).JPG');
  });

  it('keeps the key in the prefix folder: slashes and backslashes become underscores', () => {
    expect(objectKeyOf('waiting/7/abc/', '../x/y\\z.png')).toBe('waiting/7/abc/.._x_y_z.png');
  });

  it('makes a control character an underscore too', () => {
    expect(objectKeyOf('waiting/7/abc/', 'a\tb\u007f.png')).toBe('waiting/7/abc/a_b_.png');
  });

  it('names a file without a name, or named "." or "..", "file"', () => {
    expect(objectKeyOf('waiting/7/abc/', '')).toBe('waiting/7/abc/file');
    expect(objectKeyOf('waiting/7/abc/', '.')).toBe('waiting/7/abc/file');
    expect(objectKeyOf('waiting/7/abc/', '..')).toBe('waiting/7/abc/file');
    expect(objectKeyOf('waiting/7/abc/', '...')).toBe('waiting/7/abc/...');
  });

  it('shortens a name that would make the key longer than the store takes, keeping its extension', () => {
    const prefix = 'waiting/7/0123456789abcdef/';
    const key = objectKeyOf(prefix, `${'房'.repeat(400)}.jpeg`);
    expect(new TextEncoder().encode(key).length).toBeLessThanOrEqual(1023);
    expect(new TextEncoder().encode(key).length).toBeGreaterThan(1020);
    expect(key).toMatch(/^waiting\/7\/0123456789abcdef\/房+\.jpeg$/);
    expect(objectKeyOf(prefix, 'a'.repeat(996))).toBe(prefix + 'a'.repeat(996));
    expect(objectKeyOf(prefix, 'a'.repeat(997))).toBe(prefix + 'a'.repeat(996));
  });
});

describe('storeForm', () => {
  it('sends the key first, then the policy fields, then the file last', () => {
    const file = new File(['abc'], 'a.png', { type: 'image/png' });
    const form = storeForm(policy, 'waiting/7/abc/a.png', file);
    expect([...form.keys()]).toEqual(['key', 'policy', 'OSSAccessKeyId', 'signature', 'success_action_status', 'file']);
    expect(form.get('key')).toBe('waiting/7/abc/a.png');
    expect(form.get('signature')).toBe('sig');
    expect((form.get('file') as File).name).toBe('a.png');
  });
});

describe('endpointForm', () => {
  it('keeps the fields in order, drops the file and adds the object key', () => {
    const form = new FormData();
    form.append('house_id', '12');
    form.append('file', new File(['abc'], 'a.png'));
    form.append('group', 'room');
    const sent = endpointForm(form, 'file', 'waiting/7/abc/a.png');
    expect([...sent.entries()]).toEqual([['house_id', '12'], ['group', 'room'], [OBJECT_KEY_FIELD, 'waiting/7/abc/a.png']]);
    // The caller's form is left as it was (a retry sends it again).
    expect(form.get('file')).toBeInstanceOf(File);
  });
});
