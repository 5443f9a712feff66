import { describe, expect, it } from 'vitest';
import { gramText, gramTokens } from './grams.js';

const token = (pair: string) => Array.from(pair, (c) => (c.codePointAt(0) as number).toString(16).padStart(6, '0')).join('');

describe('gramTokens', () => {
  it('gives each pair of neighbouring characters in order, a repeated pair each time', () => {
    expect(gramTokens('看房子')).toEqual([token('看房'), token('房子')]);
    expect(gramTokens('哈哈哈')).toEqual([token('哈哈'), token('哈哈')]);
    expect(gramTokens('看')).toEqual([]);
    expect(gramTokens('')).toEqual([]);
  });

  it('folds ASCII letters as SQLite\'s LIKE does, and no others', () => {
    expect(gramTokens('AbC')).toEqual(gramTokens('abc'));
    expect(gramTokens('ÉA')).toEqual([token('Éa')]);
  });

  it('takes a character outside the basic plane as one, and writes every pair as twelve hex digits', () => {
    expect(gramTokens('𠀀房')).toEqual([token('𠀀房')]);
    for (const tokenOf of gramTokens('a "b\' %_\\ 😀，')) expect(tokenOf).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('gramText', () => {
  it('writes the tokens separated by spaces, and nothing for a text without a pair', () => {
    expect(gramText('看房子')).toBe(`${token('看房')} ${token('房子')}`);
    expect(gramText('看')).toBeNull();
    expect(gramText('')).toBeNull();
  });
});
