import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS, ERRORS, MENU_TREE, PERMISSIONS, SESSION_CODES, checkTargetCount, checkTargetMoney, errorByCode, fillPath, TargetCount, TargetMoney,
  flattenMenu, langFromHeader, LANGS, OPERATION_NAMES, OTHER_OPERATION, operationName,
} from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// The spec's endpoint list lives beside the repository; docs/spec-endpoints.txt is our copy, so a clone anywhere
// can run the check. Where the shared folder is present, the copy must match it.
const sharedSpecFile = path.resolve(here, '../../../shared/spec/endpoints.txt');
const specFile = path.resolve(here, '../../docs/spec-endpoints.txt');

describe('error catalogue', () => {
  it('gives every code one meaning and a message in all four languages', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const info of Object.values(ERRORS)) {
      for (const lang of LANGS) expect(info.message[lang].length).toBeGreaterThan(0);
      expect(info.meaning.length).toBeGreaterThan(5);
    }
  });

  it('treats exactly the spec\'s session codes as session failures', () => {
    expect([...SESSION_CODES].sort()).toEqual(
      ['500001', '500002', '500003', '500004', '500005', '500006', '500007', '500010', '500011', '500012', '601006', '601007', '601008'],
    );
    expect(errorByCode('600036')?.handling).toBe('target');
    expect(errorByCode('602144')?.handling).toBe('stale');
    expect(errorByCode('601020')?.handling).toBe('duplicate');
  });
});

describe('languages', () => {
  it('takes the best supported language of an Accept-Language header, else English', () => {
    expect(langFromHeader('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(langFromHeader('fr-FR,ja;q=0.5,es;q=0.7')).toBe('es');
    expect(langFromHeader('de')).toBe('en');
    expect(langFromHeader(undefined)).toBe('en');
  });
});

describe('monthly target form rules', () => {
  it('wants whole non-negative counts', () => {
    expect(checkTargetCount('')).toBe('required');
    expect(checkTargetCount('1.5')).toBe('integer');
    expect(checkTargetCount('abc')).toBe('integer');
    expect(checkTargetCount('-3')).toBe('nonNegative');
    expect(checkTargetCount('0')).toBeNull();
    expect(checkTargetCount(12)).toBeNull();
    // What the server refuses as too large, the form refuses first.
    expect(checkTargetCount('1000001')).toBe('tooLarge');
    expect(TargetCount.safeParse(1_000_001).success).toBe(false);
    expect(checkTargetMoney('100000000000.01')).toBe('tooLarge');
    expect(TargetMoney.safeParse(100_000_000_000.01).success).toBe(false);
    expect(checkTargetMoney('100000000000')).toBeNull();
  });

  it('wants non-negative money with at most two decimals', () => {
    expect(checkTargetMoney(undefined)).toBe('required');
    expect(checkTargetMoney('-1')).toBe('nonNegative');
    expect(checkTargetMoney('x')).toBe('nonNegative');
    expect(checkTargetMoney('1.234')).toBe('twoDecimals');
    expect(checkTargetMoney('1.23')).toBeNull();
    expect(checkTargetMoney(100)).toBeNull();
  });
});

describe('endpoint table', () => {
  it.skipIf(!fs.existsSync(sharedSpecFile))('keeps docs/spec-endpoints.txt equal to the spec\'s endpoint list', () => {
    expect(fs.readFileSync(specFile, 'utf8')).toBe(fs.readFileSync(sharedSpecFile, 'utf8'));
  });

  it('has unique method and path pairs, each listed in the spec\'s endpoint list (Excel exports and calls that say why they are beyond it are our own)', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const listed = new Set(
      fs.readFileSync(specFile, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')),
    );
    for (const e of ENDPOINTS.filter((x) => !x.download && !x.beyondSpec)) expect(listed.has(`${e.method} ${e.path}`), e.path).toBe(true);
    for (const e of ENDPOINTS.filter((x) => x.beyondSpec)) {
      expect(listed.has(`${e.method} ${e.path}`), `${e.path} is in the spec: drop beyondSpec`).toBe(false);
      expect(e.beyondSpec!.length, e.path).toBeGreaterThan(20);
    }
    for (const e of ENDPOINTS.filter((x) => x.download)) expect(e.path, e.path).toMatch(/\/export$/);
  });

  it('names every call the operation log records, in all four languages, so no log shows a path', () => {
    const audited = ENDPOINTS.filter((e) => e.audit).map((e) => e.path);
    for (const path of audited) {
      expect(Object.hasOwn(OPERATION_NAMES, path), path).toBe(true);
      for (const lang of LANGS) expect(operationName(path)[lang].trim(), `${path} ${lang}`).not.toBe('');
    }
    const paths = new Set(ENDPOINTS.map((e) => e.path));
    for (const path of Object.keys(OPERATION_NAMES)) expect(paths.has(path), `${path} is not a call`).toBe(true);
    expect(operationName('house/list')).toBe(OTHER_OPERATION);
  });

  it('fills path parameters and leaves the rest', () => {
    expect(fillPath('user/{id}', { id: 7, page: 2 })).toEqual({ path: 'user/7', rest: { page: 2 } });
  });

  it('attaches every permission to a menu of the route tree', () => {
    const names = new Set(flattenMenu(MENU_TREE).map((m) => m.name));
    for (const [code, info] of Object.entries(PERMISSIONS)) expect(names.has(info.menu), code).toBe(true);
    expect(names.size).toBe(flattenMenu(MENU_TREE).length);
  });
});

describe('docs/api.md', () => {
  it('lists every code of the catalogue', () => {
    const doc = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/api.md'), 'utf8');
    for (const [name, info] of Object.entries(ERRORS)) expect(doc, name).toContain(`| \`${info.code}\` | ${info.http} | ${name} |`);
  });
});
