import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('SERVER_WORKERS', () => {
  it('is one process unless set; a number, or auto for one per core', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ SERVER_WORKERS: '' }).workers).toBe(1);
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

describe('SQLITE_CHECKPOINT_THREAD', () => {
  it('is on unless set off', () => {
    expect(loadConfig({}).sqliteCheckpointThread).toBe(true);
    expect(loadConfig({ SQLITE_CHECKPOINT_THREAD: '1' }).sqliteCheckpointThread).toBe(true);
    expect(loadConfig({ SQLITE_CHECKPOINT_THREAD: '0' }).sqliteCheckpointThread).toBe(false);
    expect(loadConfig({ SQLITE_CHECKPOINT_THREAD: 'off' }).sqliteCheckpointThread).toBe(false);
  });
});

describe('SQLITE_READERS', () => {
  it('is one per core beyond the first unless set, at least one and at most four; 0 for none', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({}).sqliteReaders).toBe(Math.max(1, Math.min(4, cores - 1)));
    expect(loadConfig({ SQLITE_READERS: '' }).sqliteReaders).toBe(Math.max(1, Math.min(4, cores - 1)));
    expect(loadConfig({ SQLITE_READERS: '0' }).sqliteReaders).toBe(0);
    expect(loadConfig({ SQLITE_READERS: '3' }).sqliteReaders).toBe(3);
  });

  it('refuses anything else with a clear message', () => {
    expect(() => loadConfig({ SQLITE_READERS: '-1' })).toThrow('SQLITE_READERS must be a whole number, got "-1"');
    expect(() => loadConfig({ SQLITE_READERS: 'many' })).toThrow('SQLITE_READERS must be a whole number, got "many"');
    expect(() => loadConfig({ SQLITE_READERS: '17' })).toThrow('SQLITE_READERS must be 16 or fewer, got "17"');
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
