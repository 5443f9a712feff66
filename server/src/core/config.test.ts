import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('SERVER_WORKERS', () => {
  it('is two processes unless set (one on a single core); a number, or auto for one per core', () => {
    expect(loadConfig({}).workers).toBe(Math.min(2, os.availableParallelism()));
    expect(loadConfig({ SERVER_WORKERS: '' }).workers).toBe(Math.min(2, os.availableParallelism()));
    expect(loadConfig({ SERVER_WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ SERVER_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ SERVER_WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ SERVER_WORKERS: ' Auto ' }).workers).toBe(os.availableParallelism());
  });

  it('refuses anything else with a clear message', () => {
    expect(() => loadConfig({ SERVER_WORKERS: '0' })).toThrow('SERVER_WORKERS must be 1 or more, or auto, got "0"');
    expect(() => loadConfig({ SERVER_WORKERS: 'two' })).toThrow('SERVER_WORKERS must be a whole number, got "two"');
    expect(() => loadConfig({ SERVER_WORKERS: '1.5' })).toThrow(/SERVER_WORKERS/);
  });
});

describe('RESPONSE_CHECK', () => {
  it('is on where the server runs from source (tests, dev) unless turned off', () => {
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ RESPONSE_CHECK: '0' }).checkResponses).toBe(false);
    expect(loadConfig({ RESPONSE_CHECK: 'off' }).checkResponses).toBe(false);
    expect(loadConfig({ RESPONSE_CHECK: '1' }).checkResponses).toBe(true);
  });
});

describe('PUBLIC_URL', () => {
  it('is the address staff reach the app at, without its trailing slash; localhost on the port when unset', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://crm.example.com/' }).publicUrl).toBe('https://crm.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/crm/' }).publicUrl).toBe('https://example.com/crm');
  });

  it('refuses what is not a plain http or https address', () => {
    for (const value of ['crm.example.com', 'ftp://example.com', 'https://example.com/?a=1', 'https://u:p@example.com', 'javascript:alert(1)']) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL/);
    }
  });
});
