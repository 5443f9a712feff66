import { PassThrough } from 'node:stream';
import {
  LIVE_CATCH_UP_MAX, LIVE_EVENTS, LIVE_HEARTBEAT_SECONDS, type Lang, type MessageItem, type ParsedInputOf, messageLive,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { MessageSignals } from '../../core/live.js';
import type { SettingsCache } from '../../core/settings.js';
import { nowSeconds } from '../../core/clock.js';
import { sessionStillValid } from '../../core/auth/session.js';
import { COLUMNS, toItem, type Row } from './message.service.js';

// GET message/live: each open page of a signed-in person holds one Server-Sent Events stream. When any server process
// writes a message (core/live.ts tells every process), this process looks up which of the people it holds streams
// for received it and sends it to each of their streams in their language. A page that reconnects names the last id it
// saw and is sent what came since. Every heartbeat the session is checked again: a stream ends with its session.

const STAFF_CHUNK = 500;
// Ids remembered per stream so a message that arrives twice (by catch-up and by signal) is sent once.
const SENT_MEMORY = 200;

type Subscriber = { staffId: number; sessionId: number; lang: Lang; stream: PassThrough; sent: Set<number> };

function event(name: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

function sendMessageTo(subscriber: Subscriber, item: MessageItem): void {
  if (subscriber.sent.has(item.message_id) || subscriber.stream.destroyed) return;
  subscriber.sent.add(item.message_id);
  if (subscriber.sent.size > SENT_MEMORY) subscriber.sent.delete(subscriber.sent.values().next().value as number);
  subscriber.stream.write(event(LIVE_EVENTS.message, item, item.message_id));
}

// The streams one server process holds, by person.
class LiveStreams {
  private readonly byStaff = new Map<number, Set<Subscriber>>();
  private unsubscribe: Promise<() => void> | null = null;

  constructor(private readonly db: Db, private readonly signals: MessageSignals) {
    signals.onClose(() => {
      for (const subscribers of this.byStaff.values()) for (const s of subscribers) s.stream.end();
      this.byStaff.clear();
    });
  }

  get size(): number {
    let n = 0;
    for (const subscribers of this.byStaff.values()) n += subscribers.size;
    return n;
  }

  async add(subscriber: Subscriber): Promise<void> {
    const set = this.byStaff.get(subscriber.staffId) ?? new Set();
    set.add(subscriber);
    this.byStaff.set(subscriber.staffId, set);
    this.unsubscribe ??= this.signals.subscribe((ids) => {
      void this.deliver(ids);
    });
    await this.unsubscribe;
  }

  remove(subscriber: Subscriber): void {
    const set = this.byStaff.get(subscriber.staffId);
    set?.delete(subscriber);
    if (set?.size === 0) this.byStaff.delete(subscriber.staffId);
    if (this.byStaff.size === 0 && this.unsubscribe) {
      const pending = this.unsubscribe;
      this.unsubscribe = null;
      void pending.then((stop) => stop(), () => undefined);
    }
  }

  private async deliver(ids: number[]): Promise<void> {
    const staff = [...this.byStaff.keys()];
    for (let i = 0; i < staff.length; i += STAFF_CHUNK) {
      const rows = await this.db.selectFrom('message_recipient as r').innerJoin('message as m', 'm.id', 'r.message_id')
        .select([...COLUMNS, 'r.staff_id'])
        .where('r.message_id', 'in', ids).where('r.staff_id', 'in', staff.slice(i, i + STAFF_CHUNK))
        .orderBy('m.id').execute();
      for (const { staff_id: staffId, ...row } of rows) {
        for (const subscriber of this.byStaff.get(staffId) ?? []) sendMessageTo(subscriber, toItem(row, subscriber.lang));
      }
    }
  }
}

const registries = new WeakMap<MessageSignals, LiveStreams>();

export function liveStreamsOf(ctx: { db: Db; signals: MessageSignals }): LiveStreams {
  let streams = registries.get(ctx.signals);
  if (!streams) {
    streams = new LiveStreams(ctx.db, ctx.signals);
    registries.set(ctx.signals, streams);
  }
  return streams;
}

// The caller's messages after `after`, oldest first, at most LIVE_CATCH_UP_MAX (the newest of them).
async function catchUp(ctx: Ctx, after: number): Promise<Row[]> {
  const rows = await ctx.db.selectFrom('message_recipient as r').innerJoin('message as m', 'm.id', 'r.message_id')
    .select(COLUMNS).where('r.staff_id', '=', ctx.caller.staffId).where('r.message_id', '>', after)
    .orderBy('r.message_id', 'desc').limit(LIVE_CATCH_UP_MAX).execute();
  return rows.reverse();
}

function heartbeat(subscriber: Subscriber, db: Db, settings: SettingsCache): NodeJS.Timeout {
  const timer = setInterval(() => {
    void (async () => {
      const valid = await sessionStillValid(db, subscriber.sessionId, nowSeconds(), await settings.get());
      if (!valid) subscriber.stream.end();
      else if (!subscriber.stream.destroyed) subscriber.stream.write(': ping\n\n');
    })().catch(() => subscriber.stream.end());
  }, LIVE_HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return timer;
}

export async function openLive(ctx: Ctx, input: ParsedInputOf<typeof messageLive>): Promise<PassThrough> {
  const stream = new PassThrough();
  const subscriber: Subscriber = { staffId: ctx.caller.staffId, sessionId: ctx.caller.sessionId, lang: ctx.lang, stream, sent: new Set() };
  const streams = liveStreamsOf(ctx);
  // Listening starts before the catch-up is read, so nothing written in between is missed.
  await streams.add(subscriber);
  const timer = heartbeat(subscriber, ctx.db, ctx.settings);
  stream.once('close', () => {
    clearInterval(timer);
    streams.remove(subscriber);
  });
  try {
    if (input.after !== undefined) for (const row of await catchUp(ctx, input.after)) sendMessageTo(subscriber, toItem(row, ctx.lang));
    const last = await ctx.db.selectFrom('message_recipient').select((eb) => eb.fn.max('message_id').as('id'))
      .where('staff_id', '=', ctx.caller.staffId).executeTakeFirst();
    stream.write(event(LIVE_EVENTS.ready, { last_id: Number(last?.id ?? 0) }));
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return stream;
}
