import { PostgresAdapter, sql } from 'kysely';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbHandle } from './db/database.js';

// The signal that messages were written, to every server process on the database, so each can tell the open pages it
// serves (modules/message/message-live.ts). PostgreSQL: the transaction that writes a message sends NOTIFY with its
// id, delivered when it commits; each process LISTENs on a connection of its own outside the pool. SQLite: the
// processes on one file share no channel, so each looks at the newest message id every POLL_MS while a page listens
// (one lookup on the primary key); a single process finds its own messages the same way.
// Nothing runs until the first page listens.

const CHANNEL_PREFIX = 'brokerage_message_';
export const POLL_MS = 500;
const RECONNECT_MS = 1_000;
// Messages a process hands on after a gap (its LISTEN connection came back): the newest are what pages miss.
const CATCH_UP_MAX = 500;

export type MessageListener = (ids: number[]) => void;

// In the transaction that writes message `id`: PostgreSQL tells every listening process when it commits (nothing is
// sent when it rolls back); SQLite's processes find it by looking.
export async function announceMessage(db: Db, id: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The channel is per schema: test runs (and companies) sharing a PostgreSQL database hear only their own.
  await sql`select pg_notify(${sql.lit(CHANNEL_PREFIX)} || current_schema(), ${String(id)})`.execute(db);
}

export class MessageSignals {
  private readonly listeners = new Set<MessageListener>();
  private readonly closers = new Set<() => void>();
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastId = 0;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly handle: DbHandle, private readonly log: FastifyBaseLogger) {}

  // Starts listening with the first listener; resolves once the process hears new messages.
  async subscribe(listener: MessageListener): Promise<() => void> {
    const idle = this.listeners.size === 0 && this.running !== null;
    this.listeners.add(listener);
    this.running ??= this.start().catch((error: unknown) => {
      this.running = null;
      throw error;
    });
    try {
      await this.running;
      // Nobody listened meanwhile, so nothing was handed on: what was written then is no news to the new listener.
      if (idle) this.lastId = Math.max(this.lastId, await this.newest());
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  // `fn` runs when the server stops (the open streams end, so the server can close its connections).
  onClose(fn: () => void): void {
    this.closers.add(fn);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const fn of this.closers) fn();
    this.closers.clear();
    this.listeners.clear();
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private emit(ids: number[]): void {
    if (!ids.length) return;
    this.lastId = Math.max(this.lastId, ...ids);
    for (const listener of this.listeners) listener(ids);
  }

  private async newest(): Promise<number> {
    const row = await this.handle.db.selectFrom('message').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  // The ids written since the last one handed on, oldest first.
  private async since(after: number): Promise<number[]> {
    const rows = await this.handle.db.selectFrom('message').select('id').where('id', '>', after)
      .orderBy('id', 'desc').limit(CATCH_UP_MAX).execute();
    return rows.map((r) => r.id).reverse();
  }

  private async start(): Promise<void> {
    this.lastId = await this.newest();
    if (this.handle.connectListener) await this.listen(this.handle.connectListener);
    else this.poll();
  }

  private poll(): void {
    this.timer = setTimeout(() => {
      void (async () => {
        if (this.closed) return;
        if (this.listeners.size > 0 && (await this.newest()) > this.lastId) this.emit(await this.since(this.lastId));
      })().catch((error: unknown) => this.log.error({ err: error }, 'looking for new messages failed'))
        .finally(() => {
          if (!this.closed) this.poll();
        });
    }, POLL_MS);
    this.timer.unref();
  }

  private async listen(connect: () => pg.Client): Promise<void> {
    const client = connect();
    client.on('notification', (note) => {
      const id = Number(note.payload);
      if (Number.isInteger(id) && id > 0) this.emit([id]);
    });
    // A lost connection is replaced; what was written meanwhile is handed on once it is back.
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost || this.closed) return;
      lost = true;
      this.log.error({ err: error }, 'the connection listening for new messages was lost; reconnecting');
      this.client = null;
      void client.end().catch(() => undefined);
      const retry = () => {
        if (this.closed) return;
        const before = this.lastId;
        this.listen(connect)
          .then(async () => this.emit(await this.since(before)))
          .catch((failure: unknown) => {
            this.log.error({ err: failure }, 'listening for new messages failed; retrying');
            setTimeout(retry, RECONNECT_MS).unref();
          });
      };
      setTimeout(retry, RECONNECT_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    await client.connect();
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    await client.query(`listen "${CHANNEL_PREFIX}${rows[0]?.schema ?? 'public'}"`);
    if (this.closed) {
      lost = true;
      await client.end();
      return;
    }
    this.client = client;
  }
}
