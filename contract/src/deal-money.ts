import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { DealDetail, type DealStatus } from './deal.js';
import { Epoch, Id, IdParams, Version } from './validators.js';

// A deal's two money ledgers: what is due (应收应付, dealmoney: a receivable the company is owed or a payable it must pay
// out, with money type, party, amount, due date) and what moved (实收实付, dealpay: a receipt 实收 or a refund 退款 on the
// receivable side, naming the receivable when there is one, or a payment 实付 of a payable). Amounts are yuan with two
// decimals in the API and integer fen in the database. An entry counts once effective: a receivable or payable through
// the finance item receivable_entry, a receipt through receipt, a refund through refund, a payment through payment, or
// at once when no enabled flow covers the caller's store. Commission (佣金) received is each person's 实收业绩 by their
// share of the split; settling the commission (已结佣) goes through commission_settle, and a settled deal whose steps
// are done and whose balances are zero is closed (结案).

const t = text;

export const MONEY_TYPES = ['commission', 'deposit', 'house_price', 'tax', 'mortgage_fee', 'appraisal_fee', 'agency_fee', 'refund', 'other'] as const;
export const MoneyType = z.enum(MONEY_TYPES);
export type MoneyType = z.infer<typeof MoneyType>;
export const MONEY_TYPE_LABELS: Record<MoneyType, Text> = {
  commission: t('Commission', '佣金', 'Comisión', '仲介手数料'),
  deposit: t('Deposit', '定金', 'Señal', '手付金'),
  house_price: t('House price', '房款', 'Precio del inmueble', '物件代金'),
  tax: t('Taxes', '税费', 'Impuestos', '税金'),
  mortgage_fee: t('Mortgage service fee', '按揭服务费', 'Gestión de hipoteca', 'ローン手続き料'),
  appraisal_fee: t('Appraisal fee', '评估费', 'Tasación', '評価料'),
  agency_fee: t('Agency fee', '代办费', 'Gestoría', '代行手数料'),
  refund: t('Refund', '退款', 'Reembolso', '返金'),
  other: t('Other', '其他', 'Otros', 'その他'),
};

// A receivable (应收) is money the company is owed; a payable (应付) is money it must pay out (the house price passed
// on to the owner, taxes paid on the client's behalf, a referral fee).
export const MONEY_DIRECTIONS = ['receivable', 'payable'] as const;
export const MoneyDirection = z.enum(MONEY_DIRECTIONS);
export type MoneyDirection = z.infer<typeof MoneyDirection>;
export const MONEY_DIRECTION_LABELS: Record<MoneyDirection, Text> = {
  receivable: t('Receivable', '应收', 'Por cobrar', '未収'),
  payable: t('Payable', '应付', 'Por pagar', '未払'),
};

// The party of an entry: who pays a receivable, or who is paid a payable.
export const MONEY_PAYERS = ['customer', 'owner', 'bank', 'internal', 'other'] as const;
export const MoneyPayer = z.enum(MONEY_PAYERS);
export type MoneyPayer = z.infer<typeof MoneyPayer>;
export const MONEY_PAYER_LABELS: Record<MoneyPayer, Text> = {
  customer: t('Customer', '客户', 'Cliente', '顧客'),
  owner: t('Owner', '业主', 'Propietario', 'オーナー'),
  bank: t('Bank', '银行', 'Banco', '銀行'),
  internal: t('Internal', '内部', 'Interno', '社内'),
  other: t('Other', '其他', 'Otro', 'その他'),
};

export const PAY_METHODS = ['cash', 'transfer', 'pos', 'cheque', 'qr'] as const;
export const PayMethod = z.enum(PAY_METHODS);
export type PayMethod = z.infer<typeof PayMethod>;
export const PAY_METHOD_LABELS: Record<PayMethod, Text> = {
  cash: t('Cash', '现金', 'Efectivo', '現金'),
  transfer: t('Bank transfer', '转账', 'Transferencia', '振込'),
  pos: t('Card (POS)', 'POS', 'Tarjeta (TPV)', 'カード（POS）'),
  cheque: t('Cheque', '支票', 'Cheque', '小切手'),
  qr: t('QR code', '扫码', 'Código QR', 'QRコード'),
};

// A receipt brings money in (实收); a refund pays money received back (退款); a payment pays a payable out (实付).
export const DEAL_PAY_KINDS = ['receipt', 'refund', 'payment'] as const;
export const DealPayKind = z.enum(DEAL_PAY_KINDS);
export type DealPayKind = z.infer<typeof DealPayKind>;
export const DEAL_PAY_KIND_LABELS: Record<DealPayKind, Text> = {
  receipt: t('Receipt', '实收', 'Cobro', '入金'),
  refund: t('Refund', '退款', 'Reembolso', '返金'),
  payment: t('Payment', '实付', 'Pago', '支払'),
};

// What a deal's ledgers take by its status: everything while it is in force (effective or settled); once terminated
// only refunds of money received, since ending a signed deal is when money is handed back; nothing before it takes
// effect, or once it is closed.
const MONEY_DEAL_STATUSES: readonly DealStatus[] = ['effective', 'settled'];
export function dealTakesEntries(status: DealStatus): boolean {
  return MONEY_DEAL_STATUSES.includes(status);
}
export function dealPayKindsOf(status: DealStatus): readonly DealPayKind[] {
  if (MONEY_DEAL_STATUSES.includes(status)) return DEAL_PAY_KINDS;
  return status === 'terminated' ? ['refund'] : [];
}

// An entry waits for its approval (pending), counts (effective), or was not approved (rejected: the approval ended
// 未通过 or was withdrawn).
export const MONEY_ENTRY_STATUSES = ['pending', 'effective', 'rejected'] as const;
export const MoneyEntryStatus = z.enum(MONEY_ENTRY_STATUSES);
export type MoneyEntryStatus = z.infer<typeof MoneyEntryStatus>;
export const MONEY_ENTRY_STATUS_LABELS: Record<MoneyEntryStatus, Text> = {
  pending: t('In review', '审核中', 'En revisión', '審査中'),
  effective: t('Effective', '生效', 'Vigente', '有効'),
  rejected: t('Not approved', '未通过', 'No aprobada', '否認'),
};

// Why a money change is refused, in the caller's language (the {detail} of the error message).
export const DEAL_MONEY_RULE_TEXTS = {
  dealNotLive: t('money is entered only on an effective or settled deal (this one is {status})', '只有生效或已结佣的成交可以录入款项（该成交为{status}）', 'solo se registran importes en una operación vigente o liquidada (esta está {status})', '金額は有効または精算済みの成約にのみ登録できます（この成約は{status}）'),
  terminatedRefundsOnly: t('a terminated deal takes refunds only, of money received on it', '已终止的成交只能录入退款（退还已收款项）', 'una operación rescindida solo admite reembolsos de lo cobrado en ella', '終了した成約には入金済み金額の返金のみ登録できます'),
  paidAhead: t('money cannot be received or paid out after today', '收付款日期不能晚于今天', 'no se puede cobrar ni pagar con fecha posterior a hoy', '入出金日は今日より後にできません'),
  beyondBalance: t('{amount} is beyond the receivable\'s balance of {balance}', '金额{amount}超过应收余额{balance}', '{amount} supera el saldo pendiente de {balance}', '{amount}は未収残高{balance}を超えています'),
  beyondReceived: t('a refund of {amount} is beyond the {received} received', '退款{amount}超过已收金额{received}', 'un reembolso de {amount} supera lo cobrado, {received}', '返金{amount}は入金済みの{received}を超えています'),
  beyondPayable: t('{amount} is beyond the payable\'s balance of {balance}', '金额{amount}超过应付余额{balance}', '{amount} supera el saldo por pagar de {balance}', '{amount}は未払残高{balance}を超えています'),
  paymentNamesPayable: t('a payment names the payable it pays', '实付须选择对应的应付款项', 'un pago indica el pago previsto que salda', '支払には対象の未払金を指定してください'),
  payableNotReceived: t('{id} is a payable: it is paid out by a payment, not received or refunded', '{id}为应付款项，只能实付，不能收款或退款', '{id} es un pago previsto: se salda con un pago, no se cobra ni se reembolsa', '{id}は未払金です。支払のみ可能で、入金や返金はできません'),
  receivableNotPaid: t('{id} is a receivable: it is received, not paid out', '{id}为应收款项，只能收款，不能实付', '{id} es un cobro previsto: se cobra, no se paga', '{id}は未収金です。入金のみ可能で、支払はできません'),
  payableNotEffective: t('payable {id} is {status}: only an effective one is paid', '应付{id}为{status}，只有已生效的应付可以付款', 'el pago previsto {id} está {status}: solo se paga uno vigente', '未払金{id}は{status}です。有効なもののみ支払えます'),
  receivableNotEffective: t('receivable {id} is {status}: only an effective one is paid', '应收{id}为{status}，只有已生效的应收可以收款', 'el cobro previsto {id} está {status}: solo se paga uno vigente', '未収金{id}は{status}です。有効なもののみ入金できます'),
  entryOther: t('money entry {id} is not of this deal', '款项{id}不属于该成交', 'el apunte {id} no es de esta operación', '明細{id}はこの成約のものではありません'),
  typeMismatch: t('receivable {id} is {type}', '应收{id}的款项类型为{type}', 'el cobro previsto {id} es de tipo {type}', '未収金{id}の種別は{type}です'),
  payableTypeMismatch: t('payable {id} is {type}', '应付{id}的款项类型为{type}', 'el pago previsto {id} es de tipo {type}', '未払金{id}の種別は{type}です'),
  entryIs: t('the entry is {status}: an effective entry stays, corrected by a refund or another entry', '该款项为{status}，已生效的款项不能修改或删除，可通过退款或另录款项更正', 'el apunte está {status}: uno vigente se mantiene y se corrige con un reembolso u otro apunte', 'この明細は{status}です。有効な明細は変更できず、返金や別の明細で訂正します'),
  commissionDue: t('the commission is not fully received: {balance} still due', '佣金尚未收齐，还差{balance}', 'la comisión no está cobrada del todo: faltan {balance}', '手数料が未回収です（残り{balance}）'),
  commissionNone: t('no effective commission receivable is recorded', '尚未录入已生效的佣金应收', 'no hay cobro previsto de comisión vigente', '有効な手数料の未収金が登録されていません'),
  moneyInReview: t('{count} money entries are still in review', '还有{count}笔款项在审核中', 'aún hay {count} apuntes en revisión', '審査中の明細が{count}件あります'),
  payableOpen: t('{balance} is still to be paid on the deal\'s payables', '应付款项尚有余额{balance}未付', 'quedan {balance} por pagar en los pagos previstos', '未払残高{balance}が残っています'),
  balanceOpen: t('{balance} is still due on the deal\'s receivables', '应收款项尚有余额{balance}', 'quedan {balance} pendientes en los cobros previstos', '未収残高{balance}が残っています'),
  stepsOpen: t('step {name} is not done yet', '步骤{name}尚未完成', 'el paso {name} aún no está hecho', 'ステップ{name}が未完了です'),
  dealIs: t('the deal is {status}', '该成交为{status}', 'la operación está {status}', 'この成約は{status}です'),
  entryHeld: t('money entry {id} is named by {records}', '款项{id}已有{records}', 'el apunte {id} figura en {records}', '明細{id}には{records}があります'),
} as const satisfies Record<string, Text>;

// The records that name a money entry and keep it from being deleted (deal-money/money-holders.ts on the server).
export const MONEY_ENTRY_RECORD_LABELS = {
  payments: t('receipts, refunds or payments', '实收、退款或实付记录', 'cobros, reembolsos o pagos', '入金・返金・支払の記録'),
  payOrders: t('QR payment orders', '扫码支付订单', 'órdenes de pago con QR', 'QRコード決済の注文'),
} as const satisfies Record<string, Text>;
export type MoneyEntryRecord = keyof typeof MONEY_ENTRY_RECORD_LABELS;
export type DealMoneyRule = keyof typeof DEAL_MONEY_RULE_TEXTS;

export function dealMoneyRuleText(rule: DealMoneyRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(DEAL_MONEY_RULE_TEXTS[rule][lang], params);
}

// The labels of the change lines its approvals show.
export const DEAL_MONEY_CHANGE_LABELS = {
  direction: t('Direction', '收付方向', 'Sentido', '区分（未収・未払）'),
  moneyType: t('Money type', '款项类型', 'Tipo de importe', '種別'),
  payer: t('Party', '收付款方', 'Parte', '相手方'),
  method: t('Method', '支付方式', 'Forma de pago', '支払方法'),
  amount: t('Amount', '金额', 'Importe', '金額'),
  kind: t('Kind', '收付类型', 'Clase', '区分'),
} as const satisfies Record<string, Text>;

// ---- field schemas
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const Amount = z.number().positive().max(10_000_000_000).refine(twoDecimals, 'at most two decimals');
const Remark = z.string().trim().max(200).default('');

// ---- records
const EntryFields = {
  id: z.number().int(),
  deal_id: z.number().int(),
  money_type: MoneyType,
  payer: MoneyPayer,
  // Yuan.
  amount: z.number(),
  remark: z.string(),
  status: MoneyEntryStatus,
  // The approval waiting, when there is one.
  approval_id: z.number().int().nullable(),
  // Why its approval ended 未通过 (empty otherwise).
  reason: z.string(),
  created_by: z.number().int(),
  created_by_name: z.string(),
  version: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
};

export const DealMoneyItem = z.object({
  ...EntryFields,
  direction: MoneyDirection,
  due_at: z.number().int(),
  // Yuan, all 0 until it is effective: a receivable's effective receipts net of refunds (received), a payable's
  // effective payments (paid), and what is still due to come in or go out (balance).
  received: z.number(),
  paid: z.number(),
  balance: z.number(),
});
export type DealMoneyItem = z.infer<typeof DealMoneyItem>;

export const DealPayItem = z.object({
  ...EntryFields,
  deal_money_id: z.number().int().nullable(),
  kind: DealPayKind,
  method: PayMethod,
  paid_at: z.number().int(),
  // The payment provider's number of an online payment.
  reference: z.string(),
});
export type DealPayItem = z.infer<typeof DealPayItem>;

// Yuan: effective receivables, effective receipts net of refunds, receivable − received; effective payables, effective
// payments, payable − paid.
const SummaryAmounts = {
  receivable: z.number(),
  received: z.number(),
  balance: z.number(),
  payable: z.number(),
  paid: z.number(),
  payable_balance: z.number(),
};
export const MoneySummaryRow = z.object({ money_type: MoneyType, ...SummaryAmounts });

// ---- receivables
export const dealMoneyGet = endpoint({
  method: 'GET', path: 'dealmoney/{id}', access: 'deal:list', tag: 'deal', params: IdParams,
  summary: 'One receivable or payable of a deal the caller may see, with what was received or paid on it, its balance and its approval state.',
  input: z.strictObject({}), data: DealMoneyItem,
});

const MoneyFields = { money_type: MoneyType, payer: MoneyPayer, amount: Amount, due_at: Epoch, remark: Remark };

export const dealMoneyAdd = endpoint({
  method: 'POST', path: 'dealmoney/add', access: 'deal:money', tag: 'deal',
  summary: 'Records a receivable (应收, the default direction) or a payable (应付, money the company pays out; payer names the payee) on an effective or settled deal the caller may see; it waits for the finance item receivable_entry, or counts at once when no enabled flow covers the caller\'s store.',
  input: z.strictObject({ deal_id: Id, direction: MoneyDirection.default('receivable'), ...MoneyFields }),
  data: DealMoneyItem,
});

export const dealMoneyUpdate = endpoint({
  method: 'POST', path: 'dealmoney/update', access: 'deal:money', tag: 'deal',
  summary: 'Changes a receivable or payable that was not approved and submits it again, its direction kept when not given (in review: 409004; effective: 409001, it is corrected by another entry). Another version than the current one: 602144.',
  input: z.strictObject({ id: Id, version: Version, direction: MoneyDirection.optional(), ...MoneyFields }),
  data: DealMoneyItem,
});

export const dealMoneyDelete = endpoint({
  method: 'POST', path: 'dealmoney/delete', access: 'deal:money', tag: 'deal',
  summary: 'Deletes a receivable or payable in review (its approval withdrawn) or not approved; an effective one stays (409001).',
  input: z.strictObject({ id: Id, version: Version }),
  data: z.object({ id: z.number().int() }),
});

// ---- receipts, refunds and payments
export const dealPayGet = endpoint({
  method: 'GET', path: 'dealpay/{id}', access: 'deal:list', tag: 'deal', params: IdParams,
  summary: 'One receipt, refund or payment of a deal the caller may see, with its approval state.',
  input: z.strictObject({}), data: DealPayItem,
});

const PayFields = {
  // The receivable it pays (a receipt) or returns money of (a refund), or the payable it pays (a payment, required);
  // its money type and party are taken from it.
  deal_money_id: Id.nullable().default(null),
  kind: DealPayKind.default('receipt'),
  money_type: MoneyType.optional(),
  payer: MoneyPayer.optional(),
  method: PayMethod,
  amount: Amount,
  paid_at: Epoch,
  remark: Remark,
};
const namesType = (v: { deal_money_id: number | null; money_type?: MoneyType | undefined }) => v.deal_money_id !== null || v.money_type !== undefined;
const typeRequired = { message: 'required without deal_money_id', path: ['money_type'] };

export const dealPayAdd = endpoint({
  method: 'POST', path: 'dealpay/add', access: 'deal:money', tag: 'deal',
  summary: 'Records a receipt (实收), a refund (退款) or a payment (实付) on an effective or settled deal the caller may see. Naming a receivable, a receipt may not go beyond its balance (what is still due less receipts in review) and a refund beyond what was received on it; a refund without one, beyond what was received of its money type without one; a payment names a payable and may not go beyond its balance (what is still to pay less payments in review); a receipt or refund of a payable and a payment of a receivable are refused (400003 naming the amounts or the entry). It waits for the finance item receipt, refund or payment, or counts at once when no enabled flow covers the caller\'s store; effective commission received (not paid out) is each person\'s 实收业绩 by their share, in the month of the payment.',
  input: z.strictObject({ deal_id: Id, ...PayFields }).refine(namesType, typeRequired),
  data: DealPayItem,
});

export const dealPayUpdate = endpoint({
  method: 'POST', path: 'dealpay/update', access: 'deal:money', tag: 'deal',
  summary: 'Changes a receipt, refund or payment that was not approved and submits it again, checked as dealpay/add (in review: 409004; effective: 409001). Another version than the current one: 602144.',
  input: z.strictObject({ id: Id, version: Version, ...PayFields }).refine(namesType, typeRequired),
  data: DealPayItem,
});

export const dealPayDelete = endpoint({
  method: 'POST', path: 'dealpay/delete', access: 'deal:money', tag: 'deal',
  summary: 'Deletes a receipt, refund or payment in review (its approval withdrawn) or not approved; an effective one stays (409001).',
  input: z.strictObject({ id: Id, version: Version }),
  data: z.object({ id: z.number().int() }),
});

// ---- the deal's ledgers
export const dealMoneyPayList = endpoint({
  method: 'GET', path: 'deal/moneypaylist', access: 'deal:list', tag: 'deal',
  summary: 'The receivables and payables (with received or paid and balance) and the receipts, refunds and payments of a deal the caller may see, in the order entered, each with its approval state.',
  input: z.strictObject({ deal_id: Id }),
  data: z.object({ money: z.array(DealMoneyItem), pays: z.array(DealPayItem) }),
});

export const dealMoneyPaySub = endpoint({
  method: 'GET', path: 'deal/moneypaysub', access: 'deal:list', tag: 'deal',
  summary: 'The money summary of a deal the caller may see: per money type the effective receivables, the effective receipts net of refunds and their balance, and the effective payables, the effective payments and their balance, with their totals and the number of entries still in review.',
  input: z.strictObject({ deal_id: Id }),
  data: z.object({
    list: z.array(MoneySummaryRow),
    totals: z.object(SummaryAmounts),
    in_review: z.number().int(),
  }),
});

// ---- settlement and closing
export const dealSettle = endpoint({
  method: 'POST', path: 'deal/settle', access: 'deal:money', tag: 'deal',
  beyondSpec: 'The spec lists no call that settles a deal\'s commission; 已结佣 is asked for here, once the commission is fully received, through the finance item commission_settle.',
  summary: 'Asks to mark an effective deal 已结佣 once its commission is fully received (every effective commission receivable paid off, none in review); it waits for the finance item commission_settle, or is settled at once when no enabled flow covers the caller\'s store. Answers the deal (approval_id names the settlement waiting).',
  input: z.strictObject({ id: Id, version: Version }),
  data: DealDetail,
});

export const dealClose = endpoint({
  method: 'POST', path: 'deal/close', access: 'deal:money', tag: 'deal',
  beyondSpec: 'The spec lists no call that closes a deal; 结案 ends a settled deal whose steps are all confirmed, whose receivables are all received and whose payables are all paid.',
  summary: 'Closes (结案) a settled deal whose steps are all done, whose receivables and payables have no balance and which has no money entry in review.',
  input: z.strictObject({ id: Id, version: Version }),
  data: DealDetail,
});
