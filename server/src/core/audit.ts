import { houseIdOfOperation, houseOperationSummary, isHousePath, type BehaviourAction } from '@brokerage/contract';
import type { Db } from './db/database.js';
import type { RequestMeta } from './context.js';
import { deviceOf } from './context.js';


export async function writeBehaviour(
  db: Db,
  meta: RequestMeta,
  entry: { staffId: number | null; account: string; action: BehaviourAction; detail?: string },
): Promise<void> {
  await db
    .insertInto('behaviour_log')
    .values({
      staff_id: entry.staffId,
      account: entry.account,
      action: entry.action,
      detail: (entry.detail ?? '').slice(0, 4000),
      ip: meta.ip,
      device: deviceOf(meta),
      created_at: meta.now,
    })
    .execute();
}

// A call this server made to an outside service (the interface log): which service and operation, the account or
// address it concerned, the answer's status (502 when the service failed) and how long it took.
export async function writeInterfaceCall(
  db: Db,
  entry: { service: string; method: string; url: string; status: number; durationMs: number; request: string; response: string; now: number },
): Promise<void> {
  await db.insertInto('interface_log').values({
    service: entry.service.slice(0, 40), method: entry.method.slice(0, 10), url: entry.url.slice(0, 500), status: entry.status, duration_ms: entry.durationMs,
    request: entry.request.slice(0, 4000), response: entry.response.slice(0, 4000), created_at: entry.now,
  }).execute();
}

export type OperationEntry = {
  staffId: number | null; method: string; endpoint: string; targetId: number | null; resultCode: string;
  houseId?: number | null; summary?: string; customerId?: number | null;
};

function operationRow(meta: RequestMeta, entry: OperationEntry) {
  return {
    staff_id: entry.staffId,
    method: entry.method,
    endpoint: entry.endpoint,
    target_id: entry.targetId,
    ip: meta.ip,
    device: deviceOf(meta),
    result_code: entry.resultCode,
    created_at: meta.now,
    house_id: entry.houseId ?? null,
    summary: entry.summary ?? '',
    customer_id: entry.customerId ?? null,
  };
}
type OperationRow = ReturnType<typeof operationRow>;

// Rows a batch writes in one statement: 11 values each, far below SQLite's and PostgreSQL's limits on parameters.
const BATCH_ROWS = 200;

// The operation log of every mutating call (spec: each mutation recorded), written in batches: the entries of the
// calls that finish within one turn of the event loop go in one INSERT, one commit, instead of one each (on
// PostgreSQL one commit is one flush of its write-ahead log; on SQLite one write of the WAL).
// `write` resolves once its entry is stored, so a call still answers only after its entry is in the log; a batch
// that fails is retried row by row, so one bad entry cannot lose the others.
export class OperationLog {
  private pending: { row: OperationRow; done: () => void; failed: (error: unknown) => void }[] = [];
  private scheduled = false;

  constructor(private readonly db: Db) {}

  write(meta: RequestMeta, entry: OperationEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ row: operationRow(meta, entry), done: resolve, failed: reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = [];
    for (let start = 0; start < batch.length; start += BATCH_ROWS) {
      const part = batch.slice(start, start + BATCH_ROWS);
      try {
        await this.db.insertInto('operation_log').values(part.map((p) => p.row)).execute();
        for (const p of part) p.done();
      } catch {
        for (const p of part) {
          await this.db.insertInto('operation_log').values(p.row).execute().then(p.done, p.failed);
        }
      }
    }
  }
}

// The record an operation touched: the input's id, else the id of what it returned.
export function targetIdOf(input: unknown, data: unknown): number | null {
  for (const source of [input, data]) {
    if (source && typeof source === 'object' && 'id' in source) {
      const id = (source as { id: unknown }).id;
      if (typeof id === 'number' && Number.isInteger(id)) return id;
    }
  }
  return null;
}

// For the calls of a house (operate/house): the house touched and the input fields worth keeping.
export function houseOperationOf(path: string, input: unknown, data: unknown): { houseId: number | null; summary: string } {
  if (!isHousePath(path)) return { houseId: null, summary: '' };
  return { houseId: houseIdOfOperation(path, input, data), summary: houseOperationSummary(input) };
}
