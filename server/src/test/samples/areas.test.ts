import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '@brokerage/contract';
import { keyOf } from './index.js';

// Every file here but the index holds one area's samples and is named as the contract file that declares its calls.
const AREA_FILES = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'));

describe('the sample inputs by area', () => {
  it.each(AREA_FILES)('%s holds a sample for exactly the calls of the contract file of that name', async (file) => {
    const area = file.replace(/\.ts$/, '');
    const { samples } = (await import(`./${area}.ts`)) as { samples: Record<string, unknown> };
    const contract = (await import(`../../../../contract/src/${area}.ts`)) as Record<string, unknown>;
    const calls = Object.values(contract).filter((value): value is Endpoint => ENDPOINTS.includes(value as Endpoint));
    expect(calls.length).toBeGreaterThan(0);
    expect(Object.keys(samples).sort()).toEqual(calls.map(keyOf).sort());
  });
});
