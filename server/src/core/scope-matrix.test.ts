import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ERRORS, isPermissionCode } from '@brokerage/contract';
import { createTestApp, snapshot, snapshotChanges, type TestApp } from '../test/harness.js';
import { keyOf, sampleFor } from '../test/samples/index.js';

// The demo agent (store A) names a private record of another store B by its id, on every endpoint that reads or
// changes one record: each answers 404001, as if the record were absent, and writes nothing.
let t: TestApp;
let agent: string;
type Ids = { house: number; houseVersion: number; customer: number; customerVersion: number; owner: number; key: number;
  picture: number; followup: number; look: number; lookVersion: number; approval: number; agentStore: number; agentHouse: number;
  deal: number; dealVersion: number; dealStep: number; dealMoney: number; dealPay: number; payOrder: string; newhouseReport: number;
  entrustSale: number; entrustRent: number; phoneCall: number };
let ids: Ids;
// The permission codes of the demo agent's role.
let agentCodes: Set<string>;

// The record each endpoint names, as an input built on its sample (so only the record differs from a valid call).
const ROWS: Record<string, (r: Ids) => Record<string, unknown>> = {
  'GET house/{id}': (r) => ({ id: r.house }),
  'GET house/update_find': (r) => ({ id: r.house }),
  'POST house/update': (r) => ({ id: r.house, version: r.houseVersion }),
  'POST house/update_status': (r) => ({ id: r.house, version: r.houseVersion }),
  'POST house/close': (r) => ({ id: r.house, version: r.houseVersion }),
  'POST house/update_price': (r) => ({ id: r.house, version: r.houseVersion }),
  'POST house/grade': (r) => ({ id: r.house, version: r.houseVersion }),
  'POST house/release': (r) => ({ id: r.house, version: r.houseVersion }),
  'POST house/door': (r) => ({ id: r.house, version: r.houseVersion }),
  'POST house/linbao': (r) => ({ id: r.house, version: r.houseVersion }),
  'GET house/roomlistqrcode': (r) => ({ id: r.house }),
  'POST housefav/add': (r) => ({ id: r.house }),
  'POST housefocus/add': (r) => ({ id: r.house }),
  'GET staffrole/{id}': (r) => ({ id: r.house }),
  'GET houseowner': (r) => ({ house_id: r.house }),
  'POST houseowner/add': (r) => ({ house_id: r.house }),
  'POST houseowner/update': (r) => ({ id: r.owner }),
  'POST phone/view': (r) => ({ owner_id: r.owner }),
  'POST phone/play': (r) => ({ owner_id: r.owner }),
  'GET phone/detail': (r) => ({ id: r.phoneCall }),
  'GET key/{id}': (r) => ({ id: r.key }),
  'POST key/add': (r) => ({ house_id: r.house, store_id: r.agentStore }),
  'POST key/update': (r) => ({ id: r.key, store_id: r.agentStore }),
  'POST key/delete': (r) => ({ id: r.key }),
  'POST house/key': (r) => ({ key_id: r.key }),
  'GET housepicture/list': (r) => ({ house_id: r.house }),
  'GET housepicture/download': (r) => ({ id: r.picture }),
  'POST housepicture/delete': (r) => ({ id: r.picture }),
  'POST housepicture/alert': (r) => ({ id: r.picture }),
  'POST followup/house': (r) => ({ house_id: r.house }),
  'GET customerlook/seemore': (r) => ({ house_id: r.house }),
  'GET customer/{id}': (r) => ({ id: r.customer }),
  'GET customer/update_find': (r) => ({ id: r.customer }),
  'POST customer/update': (r) => ({ id: r.customer, version: r.customerVersion }),
  'POST customeroffline/add': (r) => ({ id: r.customer, version: r.customerVersion }),
  'POST customer/recovery': (r) => ({ id: r.customer, version: r.customerVersion }),
  'POST customer/customerprivate': (r) => ({ id: r.customer, version: r.customerVersion }),
  'POST customer/customerappointupdate': (r) => ({ customer_id: r.customer, house_ids: [r.agentHouse] }),
  'GET operate/customer': (r) => ({ customer_id: r.customer }),
  'POST followup/customer': (r) => ({ customer_id: r.customer }),
  'POST followup/phonecallfind': (r) => ({ customer_id: r.customer }),
  'GET customerlook/customerlooklist': (r) => ({ customer_id: r.customer }),
  'POST customerlook/add': (r) => ({ customer_id: r.customer, house_ids: [r.agentHouse], companion_id: null, appointment_id: undefined, file_id: undefined }),
  'POST customerlook/preview': (r) => ({ customer_id: r.customer, house_ids: [r.agentHouse], companion_id: null }),
  'GET house/house_list': (r) => ({ customer_id: r.customer }),
  'GET customerlook/{id}': (r) => ({ id: r.look }),
  'POST customerlook/update': (r) => ({ id: r.look, version: r.lookVersion, house_ids: [r.agentHouse] }),
  'POST customerlook/customerlookagreementupdate': (r) => ({ id: r.look, version: r.lookVersion }),
  'POST customerlook/houseaddress': (r) => ({ house_ids: [r.house] }),
  'GET approve/{id}': (r) => ({ id: r.approval }),
  'GET approve/chain': (r) => ({ id: r.approval }),
  'GET approve/detail': (r) => ({ record_kind: 'house', record_id: r.house }),
  'POST approve/operate': (r) => ({ id: r.approval }),
  'GET deal/{id}': (r) => ({ id: r.deal }),
  'GET deal/update_find': (r) => ({ id: r.deal }),
  'GET operate/deal': (r) => ({ deal_id: r.deal }),
  'POST deal/update': (r) => ({ id: r.deal, version: r.dealVersion }),
  'POST deal/delete': (r) => ({ id: r.deal, version: r.dealVersion }),
  'POST deal/dealapproveupdate': (r) => ({ id: r.deal, version: r.dealVersion }),
  'GET dealstep/list': (r) => ({ deal_id: r.deal }),
  'POST dealstep/add': (r) => ({ deal_id: r.deal }),
  'POST dealstep/delete': (r) => ({ id: r.dealStep }),
  'GET dealstep/confirm': (r) => ({ id: r.dealStep }),
  'POST dealstep/update': (r) => ({ id: r.dealStep }),
  'POST dealstep/skip': (r) => ({ id: r.dealStep }),
  'POST dealstep/reopen': (r) => ({ id: r.dealStep }),
  'GET dealpicture': (r) => ({ deal_id: r.deal }),
  'GET dealmoney/{id}': (r) => ({ id: r.dealMoney }),
  'POST dealmoney/add': (r) => ({ deal_id: r.deal }),
  'POST dealmoney/update': (r) => ({ id: r.dealMoney, version: 1 }),
  'POST dealmoney/delete': (r) => ({ id: r.dealMoney, version: 1 }),
  'GET dealpay/{id}': (r) => ({ id: r.dealPay }),
  'GET pay/qrcode': (r) => ({ deal_money_id: r.dealMoney, amount: 1 }),
  'GET pay/query': (r) => ({ order_no: r.payOrder }),
  'POST dealpay/add': (r) => ({ deal_id: r.deal, deal_money_id: r.dealMoney }),
  'POST dealpay/update': (r) => ({ id: r.dealPay, version: 1 }),
  'POST dealpay/delete': (r) => ({ id: r.dealPay, version: 1 }),
  'GET deal/moneypaylist': (r) => ({ deal_id: r.deal }),
  'GET deal/moneypaysub': (r) => ({ deal_id: r.deal }),
  'POST deal/settle': (r) => ({ id: r.deal, version: r.dealVersion }),
  'POST deal/close': (r) => ({ id: r.deal, version: r.dealVersion }),
  'POST newhousereport/update': (r) => ({ id: r.newhouseReport, version: 1 }),
  'POST newhousereport/add': (r) => ({ customer_id: r.customer, customer_name: undefined, customer_phone: undefined }),
  'GET houseentrust/{id}': (r) => ({ id: r.entrustSale }),
  'POST houseentrust/add': (r) => ({ house_id: r.house }),
  'POST houseentrust/update': (r) => ({ id: r.entrustSale, version: 1 }),
  'POST houseentrust/delete': (r) => ({ id: r.entrustSale, version: 1 }),
  'GET house/getentrustbook': (r) => ({ id: r.entrustSale }),
  'POST house/addentrustbook': (r) => ({ house_id: r.house }),
  'POST house/draftentrustbook': (r) => ({ house_id: r.house }),
  'POST house/updateentrustbook': (r) => ({ id: r.entrustSale, version: 1 }),
  'POST house/delentrustbook': (r) => ({ id: r.entrustSale, version: 1 }),
  'GET house/qrcodeentrustbook': (r) => ({ id: r.entrustSale }),
  'GET house/dlentrustbook': (r) => ({ id: r.entrustSale }),
  'GET entrustbook/gethire': (r) => ({ id: r.entrustRent }),
  'POST entrustbook/addhire': (r) => ({ house_id: r.house }),
  'POST entrustbook/drafthire': (r) => ({ house_id: r.house }),
  'POST entrustbook/updatehire': (r) => ({ id: r.entrustRent, version: 1 }),
  'POST entrustbook/delhire': (r) => ({ id: r.entrustRent, version: 1 }),
  'GET entrustbook/qrcodehire': (r) => ({ id: r.entrustRent }),
  'GET entrustbook/dlhire': (r) => ({ id: r.entrustRent }),
  'GET sync/list': (r) => ({ house_id: r.house }),
  'POST sync/{portal}/push': (r) => ({ house_id: r.house }),
  'POST sync/{portal}/delete': (r) => ({ house_id: r.house }),
  'POST sync/{portal}/vr': (r) => ({ house_id: r.house }),
  'POST sync/get_xingfuli_reason': (r) => ({ house_id: r.house }),
  'GET vr/tasks': (r) => ({ house_id: r.house }),
  'POST vr/createtask': (r) => ({ house_id: r.house }),
};


// By design these answer as if the record had nothing to show rather than with 404001.
const DESIGNED_EMPTY: Record<string, (data: unknown) => boolean> = {
  'GET approve/detail': (data) => data === null,
  'POST customerlook/houseaddress': (data) => (data as { list: unknown[] }).list.length === 0,
};

// Endpoints naming one record that the table leaves out, and why.
const LEFT_OUT: Record<string, string> = {
  // Records of the whole company, not of a store (dictionaries, org tree, settings, articles, messages, saved searches
  // are the caller's own): no other store's private copy exists.
  'GET item/{id}': 'company-wide', 'GET region/{id}': 'company-wide', 'GET schooldistrict/{id}': 'company-wide',
  'GET district/{id}': 'company-wide', 'GET store/{id}': 'company-wide', 'GET department/{id}': 'company-wide',
  'GET article/info': 'company-wide', 'GET message/info': 'own messages only',
  'POST house/housesearchtagdelete': 'own saved searches only', 'POST housefav/delete': 'removes the caller\'s own mark',
  'POST housefocus/cancel': 'removes the caller\'s own mark',
  // A record read by listing: another store's record filters out of the list (their own tests check it).
  'GET followup': 'list filter', 'GET houseview/list': 'list filter, and the agent lacks house:log',
  'GET house/customerhouse': 'list filter', 'GET key': 'list filter',
  'POST house/housesearchtagsave': 'own saved searches only', 'GET customer/customerappointlist': 'list filter', 'GET customerlook': 'list filter',
  // The house and customer a deal is recorded on are chosen from what the caller sees: another store's is refused with
  // 400003 naming it, as a choice rather than a lookup (deal.test.ts).
  'POST deal/add': 'a choice, refused with 400003',
  // New-house projects, their layouts and the developer's agents belong to the company (published ones are shown to
  // all).
  'GET newhouse/{id}': 'company-wide', 'GET newhouselayout/{id}': 'company-wide', 'GET newhouseagent/{id}': 'company-wide',
  'GET newhousereport': 'list filter',
  'GET houseentrust/list': 'list filter', 'GET house/listentrustbook': 'list filter', 'GET entrustbook/listhire': 'list filter',
  'GET phone/list': 'list filter',
};

// A draft entrust book of each kind recorded by store B's agent, with a scan.
async function entrustBooks(saleHouse: number, agentId: number, storeId: number, now: number) {
  const rentHouse = await t.db.selectFrom('house').select('id').where('store_id', '=', storeId).where('kind', '=', 'rent')
    .where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const book = (houseId: number, kind: string) => t.db.insertInto('entrust_book').values({ house_id: houseId, kind, type: 'general',
    start_date: '2026-01-01', end_date: null, owner_name: '乙店业主', price: 100_000, commission: '', remark: '', status: 'draft', approval_id: null,
    reject_reason: '', agent_id: agentId, store_id: storeId, effective_at: null, version: 1, created_at: now, updated_at: now })
    .returning('id').executeTakeFirstOrThrow();
  const [sale, rent] = [await book(saleHouse, 'sale'), await book(rentHouse.id, 'rent')];
  for (const bookId of [sale.id, rent.id]) {
    await t.db.insertInto('entrust_file').values({ book_id: bookId, staff_id: agentId, url: '/uploads/entrust-books/b.jpg', thumb_url: '/uploads/entrust-books/b.webp',
      kind: 'jpeg', size: 1, width: 1, height: 1, original_name: 'b.jpg', sort: 1, created_at: now }).execute();
  }
  return { entrustSale: sale.id, entrustRent: rent.id };
}

// An answered call of store B's agent to the owner of its house.
async function phoneCallOf(houseId: number, ownerId: number, agentId: number, storeId: number, now: number) {
  const call = await t.db.insertInto('phone_call').values({ house_id: houseId, owner_id: ownerId, phone_index: 0, owner_name: '乙店业主',
    callee_masked: '138****0000', callee_hash: 'scope-matrix', staff_id: agentId, store_id: storeId, caller_number: '13900000000',
    provider: 'sandbox', provider_ref: 'SCSCOPEB', state: 'answered', started_at: now - 60, answered_at: now - 50, ended_at: now, duration: 50,
    recording_url: '/uploads/call-recordings/b.wav', recording_size: 1 }).returning('id').executeTakeFirstOrThrow();
  return call.id;
}

describe('another store\'s private record', () => {
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.login('agent');
    const me = await t.db.selectFrom('staff').select(['id', 'store_id']).where('account', '=', 'agent').executeTakeFirstOrThrow();
    const agentStore = me.store_id as number;
    const { role_id: agentRole } = await t.db.selectFrom('staff').select('role_id').where('id', '=', me.id).executeTakeFirstOrThrow();
    agentCodes = new Set((await t.db.selectFrom('role_permission').select('permission_code').where('role_id', '=', agentRole).execute()).map((r) => r.permission_code));
    const other = await t.db.selectFrom('staff').select(['id', 'store_id']).where('store_id', '!=', agentStore)
      .where('store_id', 'is not', null).where('role_id', '=', agentRole).orderBy('id').executeTakeFirstOrThrow();
    const storeB = other.store_id as number;
    const now = Math.floor(Date.now() / 1000);
    // Made through the database so the row is known to be private, of store B, and maintained by one of its agents.
    const house = await t.db.selectFrom('house').select(['id', 'version']).where('store_id', '=', storeB).where('pool', '=', 'private')
      .where('deleted_at', 'is', null).where('status', '=', 'valid').where('kind', '=', 'sale').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('house').set({ maintainer_id: other.id, recorder_id: other.id }).where('id', '=', house.id).execute();
    const agentHouse = await t.db.selectFrom('house').select('id').where('maintainer_id', '=', me.id).where('deleted_at', 'is', null)
      .where('kind', '=', 'sale').orderBy('id').executeTakeFirstOrThrow();
    const customer = await t.db.selectFrom('customer').select(['id', 'version']).where('store_id', '=', storeB).where('pool', '=', 'private')
      .where('kind', '=', 'buy').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('customer').set({ agent_id: other.id, recorder_id: other.id }).where('id', '=', customer.id).execute();
    const owner = await t.db.insertInto('house_owner').values({ house_id: house.id, name: '乙店业主', relation: 'self', created_by: other.id, created_at: now, updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const key = await t.db.insertInto('house_key').values({ house_id: house.id, store_id: storeB, number: 'B-KEY-1', status: 'in', borrower_id: null,
      lent_at: null, due_at: null, created_by: other.id, created_at: now, updated_at: now, deleted_at: null }).returning('id').executeTakeFirstOrThrow();
    const picture = await t.db.insertInto('house_picture').values({ house_id: house.id, group: 'indoor', url: '/uploads/house-pictures/b.jpg',
      thumb_url: '/uploads/house-pictures/b-thumb.jpg', kind: 'jpg', size: 1, width: 1, height: 1, uploader_id: other.id, locked_by: null,
      locked_at: null, alert_by: null, alert_at: null, created_at: now, deleted_at: null }).returning('id').executeTakeFirstOrThrow();
    const followup = await t.db.insertInto('followup').values({ house_id: house.id, customer_id: null, staff_id: other.id, kind: 'manual', content: '乙店跟进', created_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const look = await t.db.insertInto('customer_look').values({ customer_id: customer.id, agent_id: other.id, companion_id: null, store_id: storeB,
      look_at: now - 3600, appointment_id: null, created_by: other.id, created_at: now, updated_at: now }).returning(['id', 'version']).executeTakeFirstOrThrow();
    await t.db.insertInto('customer_look_house').values({ look_id: look.id, house_id: house.id, customer_id: customer.id, look_at: now - 3600 }).execute();
    const approval = await t.db.insertInto('approval').values({ item_type: 'house_invalid', category: 'business', record_kind: 'house', record_id: house.id,
      record_version: house.version, subject: '乙店房源无效', payload: '{}', applicant_id: other.id, applicant_store_id: storeB, flow_id: null, steps: '[]',
      current_step: null, status: 'pending', note: '', result: '', result_i18n: '', due_at: null, due_action: null, created_at: now, updated_at: now, finished_at: null })
      .returning('id').executeTakeFirstOrThrow();
    // An effective deal of store B's agent on its house and customer, with an open step that agent is responsible for.
    const deal = await t.db.insertInto('deal').values({ kind: 'sale', contract_no: 'B-DEAL-1', status: 'effective', house_id: house.id,
      customer_id: customer.id, buyer_name: '乙店买方', buyer_phone_enc: 'x', buyer_phone_masked: '139****5678', seller_name: '乙店卖方',
      seller_phone_enc: 'x', seller_phone_masked: '138****4321', price: 300_000_000, signed_at: now - 86_400, buyer_commission: 3_000_000,
      seller_commission: 0, agent_id: other.id, store_id: storeB, recorder_id: other.id, approval_id: null, prev_house_status: 'valid',
      prev_house_until: null, prev_customer_status: 'valid', effective_at: now, created_at: now, updated_at: now })
      .returning(['id', 'version']).executeTakeFirstOrThrow();
    const dealStep = await t.db.insertInto('deal_step').values({ deal_id: deal.id, sort: 0, code: 'sign', responsible_id: other.id, days: 0,
      count_from: 'deal', status: 'pending', done_at: null, done_by: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
    // Its commission due, and a receipt on it waiting (neither approved nor refused, so either could still change).
    const dealMoney = await t.db.insertInto('deal_money').values({ deal_id: deal.id, money_type: 'commission', payer: 'customer', amount: 3_000_000,
      due_at: now, status: 'effective', approval_id: null, created_by: other.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const dealPay = await t.db.insertInto('deal_pay').values({ deal_id: deal.id, deal_money_id: dealMoney.id, kind: 'receipt', money_type: 'commission',
      payer: 'customer', method: 'transfer', amount: 100_000, paid_at: now, status: 'pending', approval_id: null, created_by: other.id, created_at: now,
      updated_at: now }).returning('id').executeTakeFirstOrThrow();
    // A QR payment order on it, waiting to be paid.
    const payOrder = 'PSCOPEB0000000000001';
    await t.db.insertInto('pay_order').values({ order_no: payOrder, deal_id: deal.id, deal_money_id: dealMoney.id, amount: 100_000, provider: 'sandbox',
      state: 'created', pay_url: '', receipt_id: null, created_by: other.id, created_at: now, expires_at: now + 1800, paid_at: null }).execute();
    // A report of store B's agent to a published project, still undecided.
    const project = await t.db.selectFrom('newhouse').select('id').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const newhouseReport = await t.db.insertInto('newhouse_report').values({ newhouse_id: project.id, customer_id: null, customer_name: '乙店客户',
      phone_enc: 'x', phone_masked: '139****0000', phone_hash: 'scope-matrix', phone_tail: '0000', visit_at: now + 86_400, remark: '',
      reporter_id: other.id, store_id: storeB, confirm: 'pending', confirm_reason: '', confirmed_by: null, confirmed_at: null, stage: 'reported',
      reported_at: now, protected_until: now + 30 * 86_400, visit_deadline: now + 7 * 86_400, created_at: now, updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    ids = { house: house.id, houseVersion: house.version, customer: customer.id, customerVersion: customer.version, owner: owner.id, key: key.id,
      picture: picture.id, followup: followup.id, look: look.id, lookVersion: look.version, approval: approval.id, agentStore, agentHouse: agentHouse.id,
      deal: deal.id, dealVersion: deal.version, dealStep: dealStep.id, dealMoney: dealMoney.id, dealPay: dealPay.id, payOrder,
      newhouseReport: newhouseReport.id, ...await entrustBooks(house.id, other.id, storeB, now), phoneCall: await phoneCallOf(house.id, owner.id, other.id, storeB, now) };
  });
  let before: string;
  beforeAll(async () => {
    before = await snapshot(t.db, ['operation_log']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names every endpoint that reads or changes one record by id, or says why it is left out', () => {
    const idField = /^(id|house_id|customer_id|owner_id|key_id|record_id|deal_id)$/;
    const naming = ENDPOINTS.filter((e) => e.path.includes('{id}') || Object.keys(sampleFor(e)).some((k) => idField.test(k)))
      // Endpoints the agent holds no permission for are refused before any record is looked at (the authorization
      // matrix covers them), so only those it may call are about scope.
      .filter((e) => !isPermissionCode(e.access) || agentCodes.has(e.access))
      // Uploads take multipart bodies (their scope is tested beside them).
      .filter((e) => !e.upload).map(keyOf);
    expect(naming.filter((k) => !(k in ROWS) && !(k in LEFT_OUT))).toEqual([]);
    expect(Object.keys(ROWS).filter((k) => !ENDPOINTS.some((e) => keyOf(e) === k))).toEqual([]);
  });

  it.each(Object.keys(ROWS))('%s answers 404001 for it (or shows nothing where designed so) and writes nothing', async (key) => {
    const endpoint = ENDPOINTS.find((e) => keyOf(e) === key)!;
    const input = Object.fromEntries(Object.entries({ ...sampleFor(endpoint), ...ROWS[key]!(ids) }).filter(([, v]) => v !== undefined));
    expect(endpoint.input.safeParse(Object.fromEntries(Object.entries(input).filter(([k]) => !endpoint.path.includes(`{${k}}`)))).success, 'the input is valid').toBe(true);
    const { status, body } = await t.call(endpoint, input, { token: agent });
    const empty = DESIGNED_EMPTY[key];
    if (empty) expect([status, body.code, empty(body.data)], body.message).toEqual([200, ERRORS.OK.code, true]);
    else expect([status, body.code], body.message).toEqual([404, ERRORS.NOT_FOUND.code]);
  });

  // The tables are compared once around all of those calls (the comparison is what costs).
  it('writes nothing for any of them', async () => {
    expect(snapshotChanges(before, await snapshot(t.db, ['operation_log']))).toBe('');
  });
});
