import v8 from 'node:v8';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startThread } from './threads.js';

// A thread that allocates many short-lived arrays (as a reader does with its rows) and reports how large its young
// generation grew.
const ALLOCATE = `
const { parentPort } = require('node:worker_threads');
const v8 = require('node:v8');
let keep = [];
for (let i = 0; i < 2e6; i++) { keep.push(new Array(38).fill('x' + i)); if (keep.length > 200) keep = []; }
parentPort.postMessage(v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size);
`;

describe('threads the server starts', () => {
  it('size their young generation by their own limits, under the server\'s --max-semi-space-size=32', async () => {
    // As `npm start` runs the server (server/package.json). This process's own heap is already made: unchanged.
    v8.setFlagsFromString('--max-semi-space-size=32');
    const thread = startThread(ALLOCATE, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
    const [newSpace] = (await once(thread, 'message')) as [number];
    await thread.terminate();
    // Under the flag it would be 64 MB (two 32 MB semi-spaces); with its own limit, 8 MB and a page or so.
    expect(newSpace).toBeGreaterThan(0);
    expect(newSpace).toBeLessThanOrEqual(10 * 1024 * 1024);
  });
});
