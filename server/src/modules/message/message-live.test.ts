import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS, messageSave, type MessageItem } from '@brokerage/contract';
import { createTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { sendMessage } from './message-write.js';

// Live delivery through real HTTP: the stream is read as the web app reads it (fetch with the session's token).

type LiveEvent = { event: string; id: string | null; data: unknown };

// One open stream: its events as they arrive.
function openStream(base: string, token: string, after?: number) {
  const abort = new AbortController();
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  const url = `${base}/api/v1/message/live${after === undefined ? '' : `?after=${after}`}`;
  const done = fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal }).then(async (response) => {
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
        const name = field('event');
        if (!name) continue;
        events.push({ event: name, id: field('id'), data: JSON.parse(field('data') ?? 'null') });
        for (const wake of waiters.splice(0)) wake();
      }
    }
  }).catch((error: unknown) => {
    if (!abort.signal.aborted) throw error;
  });
  const next = async (name: string, timeoutMs: number, from = 0): Promise<LiveEvent> => {
    const limit = Date.now() + timeoutMs;
    for (;;) {
      const found = events.slice(from).find((e) => e.event === name);
      if (found) return found;
      const left = limit - Date.now();
      if (left <= 0) throw new Error(`no ${name} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return { events, next, close: async () => { abort.abort(); await done; } };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

let t: TestApp;
let base: string;
let admin: string;
let agent: string;
let agentStore: number;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
  agentStore = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'agent').executeTakeFirstOrThrow()).store_id!;
});
afterAll(async () => {
  await t.close();
});

const push = (title: string, audience: Record<string, unknown>) =>
  t.call(messageSave, { message_category: 3, message_title: title, message_info: `<p>${title}</p>`, ...audience }, { token: admin });

describe('GET message/live', () => {
  it('tells an open page of a new message for its person within two seconds, and not a page of someone else', async () => {
    const mine = openStream(base, agent);
    const outsider = await t.db.selectFrom('staff').select('account').where('store_id', '!=', agentStore).where('status', '=', 'active').executeTakeFirstOrThrow();
    const other = openStream(base, await t.login({ account: outsider.account, password: 'demo123' }));
    try {
      const ready = await mine.next(LIVE_EVENTS.ready, 5000);
      await other.next(LIVE_EVENTS.ready, 5000);
      const start = Date.now();
      const { body } = await push('门店公告', { to_stores: [agentStore] });
      const event = await mine.next(LIVE_EVENTS.message, 2000);
      expect(Date.now() - start).toBeLessThan(2000);
      expect(event.id).toBe(String(body.data.message_id));
      expect(event.data).toMatchObject({ message_id: body.data.message_id, message_category: 3, message_title: '门店公告', is_read: 0 } satisfies Partial<MessageItem>);
      expect((ready.data as { last_id: number }).last_id).toBeLessThan(body.data.message_id);
      // The other page has heard of a later message to everyone, but never of the store's.
      const everyone = await push('全员公告', { to_all: 1 });
      expect((await other.next(LIVE_EVENTS.message, 2000)).id).toBe(String(everyone.body.data.message_id));
      expect(other.events.filter((e) => e.event === LIVE_EVENTS.message).map((e) => e.id)).toEqual([String(everyone.body.data.message_id)]);
    } finally {
      await Promise.all([mine.close(), other.close()]);
    }
  });

  it('sends a page that comes back the messages it missed, oldest first, then the ready event', async () => {
    const first = await push('错过一', { to_stores: [agentStore] });
    const second = await push('错过二', { to_stores: [agentStore] });
    const stream = openStream(base, agent, first.body.data.message_id - 1);
    try {
      const ready = await stream.next(LIVE_EVENTS.ready, 5000);
      expect(stream.events.slice(0, 2).map((e) => [e.event, e.id])).toEqual([
        [LIVE_EVENTS.message, String(first.body.data.message_id)], [LIVE_EVENTS.message, String(second.body.data.message_id)],
      ]);
      expect(ready.data).toEqual({ last_id: second.body.data.message_id });
    } finally {
      await stream.close();
    }
  });

  it('never tells of a message whose transaction rolled back', async () => {
    const stream = openStream(base, agent);
    const agentId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
    try {
      await stream.next(LIVE_EVENTS.ready, 5000);
      await expect(t.db.transaction().execute(async (trx) => {
        await sendMessage(trx, { category: 1, title: '撤回', info: '<p>x</p>', needread: 0, senderId: null, now: 1 }, [agentId]);
        throw new Error('the change failed');
      })).rejects.toThrow('the change failed');
      const kept = await push('之后', { to_staff: [agentId] });
      const event = await stream.next(LIVE_EVENTS.message, 2000);
      expect(event.id).toBe(String(kept.body.data.message_id));
      expect(stream.events.filter((e) => e.event === LIVE_EVENTS.message)).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it('refuses a page without a valid session with an envelope', async () => {
    const response = await fetch(`${base}/api/v1/message/live`, { headers: { authorization: 'Bearer junk' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('500002');
  });
});

describe(`live delivery across two server processes on ${testDialect() === 'postgres' ? 'PostgreSQL (LISTEN/NOTIFY)' : 'one SQLite file (polling)'}`, () => {
  it('tells a page held by one server of a message written through the other', async () => {
    const second = await t.secondServer();
    const secondBase = await listen(second);
    const stream = openStream(secondBase, agent);
    try {
      await stream.next(LIVE_EVENTS.ready, 5000);
      const start = Date.now();
      const { body } = await push('跨进程公告', { to_stores: [agentStore] });
      const event = await stream.next(LIVE_EVENTS.message, 2000);
      expect(Date.now() - start).toBeLessThan(2000);
      expect(event.data).toMatchObject({ message_id: body.data.message_id, message_title: '跨进程公告' });
    } finally {
      await stream.close();
    }
  });
});
