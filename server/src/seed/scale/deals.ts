import { PostgresAdapter, sql, type Insertable } from 'kysely';
import {
  DEAL_LIVE_STATUSES, DEAL_STEP_TEMPLATES, HOUSE_KIND_OF_CUSTOMER, SHARE_WHOLE, maskPhone, type CustomerKind, type DealKind, type DealStatus,
  type DealStepPlan,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { DealMoneyTable, DealPayTable, DealPerformanceTable, DealSplitTable, DealStepTable, DealTable } from '../../core/db/schema.js';
import { ownerDataKeyFrom } from '../../core/config.js';
import { monthOf } from '../../core/clock.js';
import { fillDate } from '../../modules/deal/deal-number.js';
import { allocate } from '../../modules/deal/split.js';
import { ownerCipher } from '../../modules/house-owner/owner-crypto.js';
import { chineseName, createRandom, mobile, type Random } from '../random.js';

// seed:scale --deals N: deals on the generated houses and customers, written in blocks of multi-row inserts through
// the app's connection (a block a transaction). Each pairs a house on the market with an open customer of the same kind
// and store; the customer's agent is the deal's agent, the house's maintainer and the agent share the commission. A
// deal in force (生效, 已结佣, 结案) sets its house and customer to 内成交 (their previous statuses kept on it, as the
// deal module does), has its steps from the plan of its kind, done in order as far as its age and status go, and its
// performance rows; 审核不通过 and 终止 deals leave house and customer as they were. Deals waiting for review, which need
// approvals, come from the demo seed. Deterministic: the same database and options give the same deals.

const DAY = 86_400;
const BLOCK = 500;
// The statuses drawn for the generated deals, out of 20.
const STATUS_WEIGHTS: readonly [DealStatus, number][] = [['effective', 10], ['settled', 3], ['closed', 3], ['rejected', 2], ['terminated', 2]];

export type ScaleDealsResult = { deals: number; steps: number; performance: number; receipts: number };

function drawStatus(random: Random): DealStatus {
  let roll = random.int(1, 20);
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return status;
  }
  return 'effective';
}

type Pair = {
  house: { id: number; kind: string; price: number; status: string; status_until: number | null; maintainer_id: number };
  customer: { id: number; status: string; agent_id: number; store_id: number | null };
};

// Houses on the market (有效) and open customers, paired by kind and store, neither in a deal already; at most `count`.
async function pairsFor(db: Db, count: number): Promise<Pair[]> {
  const houses = await db.selectFrom('house as h').innerJoin('staff as s', 's.id', 'h.maintainer_id')
    .select(['h.id', 'h.kind', 'h.price', 'h.status', 'h.status_until', 'h.maintainer_id', 's.store_id'])
    .where('h.status', '=', 'valid').where('h.deleted_at', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('deal as d').select('d.id').whereRef('d.house_id', '=', 'h.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('approval as a').select('a.id').where('a.record_kind', '=', 'house')
      .whereRef('a.record_id', '=', 'h.id').where('a.status', '=', 'pending'))))
    .orderBy('h.id').execute();
  const customers = await db.selectFrom('customer as c').select(['c.id', 'c.kind', 'c.status', 'c.agent_id', 'c.store_id'])
    .where('c.status', 'in', ['valid', 'paused'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('deal as d').select('d.id').whereRef('d.customer_id', '=', 'c.id'))))
    .orderBy('c.id').execute();
  // Waiting customers by house kind and store, taken in order.
  const waiting = new Map<string, typeof customers>();
  for (const c of customers) {
    const key = `${HOUSE_KIND_OF_CUSTOMER[c.kind as CustomerKind]}:${c.store_id ?? ''}`;
    const list = waiting.get(key) ?? [];
    list.push(c);
    waiting.set(key, list);
  }
  const pairs: Pair[] = [];
  for (const house of houses) {
    if (pairs.length >= count) break;
    const customer = waiting.get(`${house.kind}:${house.store_id ?? ''}`)?.shift();
    if (customer) pairs.push({ house, customer });
  }
  return pairs;
}

// Values one statement binds at most: SQLite's limit (32,766) with room to spare; a block's steps alone exceed it.
const STATEMENT_VALUES = 30_000;

// Rows of one table in as many multi-row inserts as the bound values' limit takes.
async function inStatements<T extends object>(rows: T[], insert: (rows: T[]) => Promise<unknown>): Promise<void> {
  if (!rows.length) return;
  const size = Math.max(1, Math.floor(STATEMENT_VALUES / Object.keys(rows[0] as object).length));
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

// The steps of a deal in force: the plan of its kind, done in order while their deadlines fall before `now` (all of
// them once it is 结案), so none is overdue. The demo seed lays out its deals' steps the same way.
export function plannedSteps(dealId: number, kind: DealKind, status: DealStatus, signedAt: number, agentId: number, now: number, random: Random) {
  const plan: DealStepPlan = kind === 'rent' ? 'lease' : random.next() < 0.4 ? 'mortgage' : 'full';
  let previous = signedAt;
  let open = false;
  return DEAL_STEP_TEMPLATES[plan].map((step, sort): Insertable<DealStepTable> => {
    const due = (step.from === 'deal' ? signedAt : previous) + step.days * DAY;
    const doneAt = Math.min(now, due - random.int(0, Math.min(step.days, 2)) * DAY);
    const done = !open && (status === 'closed' || due <= now);
    if (!done) open = true;
    else previous = doneAt;
    return {
      deal_id: dealId, sort, code: step.code, responsible_id: agentId, days: step.days, count_from: step.from, status: done ? 'done' : 'pending',
      note: '', done_at: done ? doneAt : null, done_by: done ? agentId : null, created_at: signedAt,
    };
  });
}

// `series`: the letter between the date and the number of their contract numbers, telling these deals apart.
export async function seedScaleDeals(
  db: Db, { count, now, say, series = 'S' }: { count: number; now: number; say: (line: string) => void; series?: string },
): Promise<ScaleDealsResult> {
  const random = createRandom(20261453);
  const cipher = await ownerCipher(db, ownerDataKeyFrom());
  const pairs = await pairsFor(db, count);
  if (pairs.length < count) say(`deals: ${pairs.length.toLocaleString('en')} of ${count.toLocaleString('en')} asked for (houses on the market paired with open customers of their store)`);
  const stores = new Map((await db.selectFrom('staff').select(['id', 'store_id']).execute()).map((s) => [s.id, s.store_id]));
  let nextId = Number((await db.selectFrom('deal').select((eb) => eb.fn.max<number>('id').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  let nextMoneyId = Number((await db.selectFrom('deal_money').select((eb) => eb.fn.max<number>('id').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  const result: ScaleDealsResult = { deals: 0, steps: 0, performance: 0, receipts: 0 };
  for (let start = 0; start < pairs.length; start += BLOCK) {
    const deals: Insertable<DealTable>[] = [];
    const splits: Insertable<DealSplitTable>[] = [];
    const steps: Insertable<DealStepTable>[] = [];
    const performance: Insertable<DealPerformanceTable>[] = [];
    const receivables: Insertable<DealMoneyTable>[] = [];
    const receipts: Insertable<DealPayTable>[] = [];
    const liveHouses: number[] = [];
    const liveCustomers: number[] = [];
    for (const { house, customer } of pairs.slice(start, start + BLOCK)) {
      const id = nextId++;
      const kind = house.kind as DealKind;
      const status = drawStatus(random);
      const live = DEAL_LIVE_STATUSES.includes(status);
      const signedAt = now - random.int(1, 365) * DAY;
      const price = kind === 'sale' ? Math.round(house.price * 0.97 / 100) * 100 : house.price;
      // As the demo's deals: 2 % of a sale from the buyer and 1 % from the seller; a month's rent from the tenant.
      const buyerCommission = kind === 'sale' ? Math.round(price * 0.02) : price;
      const sellerCommission = kind === 'sale' ? Math.round(price * 0.01) : 0;
      const agentId = customer.agent_id;
      const [buyerPhone, sellerPhone] = [mobile(random), mobile(random)];
      deals.push({
        id, kind, contract_no: `${fillDate('CJ{yyyyMMdd}', signedAt)}${series}${String(id).padStart(7, '0')}`, status, house_id: house.id,
        customer_id: customer.id, buyer_name: chineseName(random), buyer_phone_enc: cipher.encrypt(buyerPhone), buyer_phone_masked: maskPhone(buyerPhone),
        seller_name: chineseName(random), seller_phone_enc: cipher.encrypt(sellerPhone), seller_phone_masked: maskPhone(sellerPhone),
        price, signed_at: signedAt, buyer_commission: buyerCommission, seller_commission: sellerCommission, agent_id: agentId,
        store_id: customer.store_id, recorder_id: agentId, remark: '', approval_id: null,
        reason: status === 'rejected' ? '合同附件不全' : status === 'terminated' ? '买方贷款未批' : '',
        prev_house_status: status === 'rejected' ? null : house.status, prev_house_until: status === 'rejected' ? null : house.status_until,
        prev_customer_status: status === 'rejected' ? null : customer.status, effective_at: status === 'rejected' ? null : signedAt,
        version: status === 'effective' ? 2 : 3, created_at: signedAt, updated_at: signedAt,
      });
      const split = [{ role: 'house', staff_id: house.maintainer_id, share: SHARE_WHOLE / 2 }, { role: 'customer', staff_id: agentId, share: SHARE_WHOLE / 2 }];
      const amounts = allocate(buyerCommission + sellerCommission, split.map((s) => s.share));
      split.forEach((s, sort) => splits.push({ deal_id: id, sort, ...s, amount: amounts[sort] ?? 0 }));
      if (!live) continue;
      liveHouses.push(house.id);
      liveCustomers.push(customer.id);
      steps.push(...plannedSteps(id, kind, status, signedAt, agentId, now, random));
      // 应收业绩 in the month of signing; 实收业绩 in the month of each receipt, shared as the ledger shares it.
      const rows = new Map<string, Insertable<DealPerformanceTable>>();
      const credit = (staffId: number, month: string, receivable: number, received: number) => {
        const key = `${staffId}:${month}`;
        const row = rows.get(key) ?? { deal_id: id, staff_id: staffId, store_id: stores.get(staffId) ?? null, month, receivable: 0, received: 0, created_at: signedAt, updated_at: signedAt };
        row.receivable += receivable;
        row.received = (row.received ?? 0) + received;
        rows.set(key, row);
      };
      split.forEach((s, sort) => credit(s.staff_id, monthOf(signedAt), amounts[sort] ?? 0, 0));
      // The commission due from each side; paid in full once settled or closed, and by two deals in force out of three.
      const paid = status !== 'effective' || random.next() < 2 / 3;
      const sides = [{ payer: 'customer', amount: buyerCommission }, { payer: 'owner', amount: sellerCommission }].filter((side) => side.amount > 0);
      for (const [index, side] of sides.entries()) {
        const moneyId = nextMoneyId++;
        receivables.push({
          id: moneyId, deal_id: id, money_type: 'commission', payer: side.payer, amount: side.amount, due_at: signedAt + 7 * DAY, remark: '',
          status: 'effective', approval_id: null, created_by: agentId, version: 2, created_at: signedAt, updated_at: signedAt,
        });
        if (!paid) continue;
        const paidAt = Math.min(now, signedAt + Math.floor(DAY / 2) + index * 600);
        receipts.push({
          deal_id: id, deal_money_id: moneyId, kind: 'receipt', money_type: 'commission', payer: side.payer, method: 'transfer', amount: side.amount,
          paid_at: paidAt, remark: '', reference: '', status: 'effective', approval_id: null, created_by: agentId, version: 2, created_at: paidAt, updated_at: paidAt,
        });
        const shares = allocate(side.amount, split.map((s) => s.share));
        split.forEach((s, sort) => credit(s.staff_id, monthOf(paidAt), 0, shares[sort] ?? 0));
      }
      performance.push(...rows.values());
    }
    // A block a transaction, or the caller's (the demo seed writes everything in one).
    const write = async (trx: Db) => {
      await inStatements(deals, (rows) => trx.insertInto('deal').values(rows).execute());
      await inStatements(splits, (rows) => trx.insertInto('deal_split').values(rows).execute());
      await inStatements(steps, (rows) => trx.insertInto('deal_step').values(rows).execute());
      await inStatements(performance, (rows) => trx.insertInto('deal_performance').values(rows).execute());
      await inStatements(receivables, (rows) => trx.insertInto('deal_money').values(rows).execute());
      await inStatements(receipts, (rows) => trx.insertInto('deal_pay').values(rows).execute());
      if (liveHouses.length) {
        await trx.updateTable('house').set({ status: 'deal_internal', status_until: null, version: sql<number>`version + 1` }).where('id', 'in', liveHouses).execute();
        await trx.updateTable('customer').set({ status: 'deal_internal', version: sql<number>`version + 1` }).where('id', 'in', liveCustomers).execute();
      }
    };
    await (db.isTransaction ? write(db) : db.transaction().execute(write));
    result.deals += deals.length;
    result.steps += steps.length;
    result.performance += performance.length;
    result.receipts += receipts.length;
    say(`deals: ${result.deals.toLocaleString('en')} / ${pairs.length.toLocaleString('en')}`);
  }
  // Ids were given here: PostgreSQL's sequences move on past them, so the app's next deal and receivable do not collide.
  if (result.deals && db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of ['deal', 'deal_money']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
  }
  return result;
}
