import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { Flag, Id } from './validators.js';

// Deal steps (交易流程): the stages a deal goes through after signing, laid out from a plan (全款, 按揭, 租赁) or added
// one by one, each with the person responsible and a deadline counted in days from the signing date or from the
// completion of the step before it; the responsible person confirms a step done, in order. Those who manage the deal's
// steps hand an open step to another person, skip one that does not apply (跳过, with the reason) or reopen it.

const t = text;

export const DEAL_STEP_CODES = [
  'sign', 'online_sign', 'interview', 'appraisal', 'loan_approval', 'escrow', 'tax', 'transfer', 'certificate', 'mortgage',
  'disbursement', 'deposit_rent', 'handover', 'close',
] as const;
export const DealStepCode = z.enum(DEAL_STEP_CODES);
export type DealStepCode = z.infer<typeof DealStepCode>;
export const DEAL_STEP_LABELS: Record<DealStepCode, Text> = {
  sign: t('Signing', '签约', 'Firma', '契約'),
  online_sign: t('Online filing', '网签', 'Registro en línea', 'オンライン登録'),
  interview: t('Bank interview', '面签', 'Entrevista bancaria', '銀行面談'),
  appraisal: t('Appraisal', '评估', 'Tasación', '評価'),
  loan_approval: t('Loan approval', '批贷', 'Aprobación del préstamo', 'ローン承認'),
  escrow: t('Funds in escrow', '资金监管', 'Fondos en depósito', '資金監督'),
  tax: t('Taxes paid', '缴税', 'Pago de impuestos', '納税'),
  transfer: t('Title transfer', '过户', 'Transmisión del título', '名義変更'),
  certificate: t('Certificate issued', '领证', 'Entrega del certificado', '権利証受領'),
  mortgage: t('Mortgage registered', '抵押', 'Registro de hipoteca', '抵当権設定'),
  disbursement: t('Loan disbursed', '放款', 'Desembolso del préstamo', '融資実行'),
  deposit_rent: t('Deposit and rent received', '收押租', 'Cobro de fianza y renta', '敷金・家賃受領'),
  handover: t('Handover', '交房', 'Entrega de llaves', '引き渡し'),
  close: t('Closed', '结案', 'Cierre', '完了'),
};

// Where a step's deadline is counted from: the deal's signing date, or the completion of the step before it.
export const STEP_COUNT_FROM = ['deal', 'previous'] as const;
export const StepCountFrom = z.enum(STEP_COUNT_FROM);
export type StepCountFrom = z.infer<typeof StepCountFrom>;

export const DEAL_STEP_PLANS = ['full', 'mortgage', 'lease'] as const;
export const DealStepPlan = z.enum(DEAL_STEP_PLANS);
export type DealStepPlan = z.infer<typeof DealStepPlan>;
export const DEAL_STEP_PLAN_LABELS: Record<DealStepPlan, Text> = {
  full: t('Cash purchase', '全款', 'Compra al contado', '現金購入'),
  mortgage: t('Mortgage purchase', '按揭', 'Compra con hipoteca', 'ローン購入'),
  lease: t('Lease', '租赁', 'Alquiler', '賃貸'),
};

type TemplateStep = { code: DealStepCode; days: number; from: StepCountFrom };
const step = (code: DealStepCode, days: number, from: StepCountFrom = 'previous'): TemplateStep => ({ code, days, from });

// The plans' steps (the company's templates): 全款 签约→网签→资金监管→缴税→过户→领证→交房→结案; 按揭 adds 面签→评估→批贷
// after 网签 and 抵押→放款 after 领证; 租赁 签约→收押租→交房.
export const DEAL_STEP_TEMPLATES: Record<DealStepPlan, readonly TemplateStep[]> = {
  full: [step('sign', 0, 'deal'), step('online_sign', 3), step('escrow', 7), step('tax', 15), step('transfer', 3), step('certificate', 7),
    step('handover', 7), step('close', 3)],
  mortgage: [step('sign', 0, 'deal'), step('online_sign', 3), step('interview', 7), step('appraisal', 5), step('loan_approval', 15),
    step('escrow', 7), step('tax', 15), step('transfer', 3), step('certificate', 7), step('mortgage', 5), step('disbursement', 10),
    step('handover', 7), step('close', 3)],
  lease: [step('sign', 0, 'deal'), step('deposit_rent', 3), step('handover', 3)],
};

// 未处理, 已完成, 跳过: a skipped step counts as finished (for the next step's deadline and for closing the deal).
export const DEAL_STEP_STATUSES = ['pending', 'done', 'skipped'] as const;
export const DealStepStatus = z.enum(DEAL_STEP_STATUSES);
export type DealStepStatus = z.infer<typeof DealStepStatus>;
export const DEAL_STEP_STATUS_LABELS: Record<DealStepStatus, Text> = {
  pending: t('Open', '未处理', 'Pendiente', '未処理'),
  done: t('Done', '已完成', 'Hecho', '完了'),
  skipped: t('Skipped', '跳过', 'Omitido', 'スキップ'),
};

export const DEAL_STEP_RULE_TEXTS = {
  planOnEmpty: t('a plan is laid out only on a deal without steps', '只有没有流程的成交才能套用模板', 'una plantilla solo se aplica a una operación sin pasos', 'テンプレートはステップのない成約にのみ適用できます'),
  planOrStep: t('give either a plan or one step', '请选择模板或单个步骤', 'indique una plantilla o un paso', 'テンプレートかステップのどちらかを指定してください'),
  dealNotLive: t('steps belong to an effective deal', '只有已生效的成交可以办理流程', 'los pasos son de una operación vigente', 'ステップは有効な成約のみです'),
  stepDone: t('step {name} is already done', '步骤{name}已完成', 'el paso {name} ya está hecho', 'ステップ{name}は完了済みです'),
  earlierOpen: t('step {name} before it is not done yet', '前一步骤{name}尚未完成', 'el paso anterior {name} aún no está hecho', '前のステップ{name}が未完了です'),
  notResponsible: t('only {name}, who is responsible for this step, can confirm it', '只有该步骤的负责人{name}可以确认', 'solo {name}, responsable de este paso, puede confirmarlo', 'このステップの担当者{name}のみ確認できます'),
  staffUnknown: t('person {id} cannot be chosen', '人员{id}不可选择', 'la persona {id} no se puede elegir', '担当者{id}は選択できません'),
  stepSkipped: t('step {name} is skipped: reopen it first', '步骤{name}已跳过，请先恢复', 'el paso {name} está omitido: reábralo primero', 'ステップ{name}はスキップ済みです。先に再開してください'),
  notSkipped: t('step {name} is not skipped', '步骤{name}未被跳过', 'el paso {name} no está omitido', 'ステップ{name}はスキップされていません'),
  dealNotOpen: t('the deal is no longer open: its steps stay as they are', '成交已结束，流程不能再修改', 'la operación ya no está abierta: sus pasos no cambian', '成約は終了しているため、ステップは変更できません'),
} as const satisfies Record<string, Text>;
export type DealStepRule = keyof typeof DEAL_STEP_RULE_TEXTS;

export function dealStepRuleText(rule: DealStepRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(DEAL_STEP_RULE_TEXTS[rule][lang], params);
}

// What the system tells a step's responsible person (the {step} of the dealStep message), once per deadline.
export const DEAL_STEP_NOTICE_TEXTS = {
  overdue: t('step {name} is overdue: it was due on {date}', '步骤{name}已超期，办理期限为{date}', 'el paso {name} está vencido: vencía el {date}', 'ステップ{name}は期限切れです（期限：{date}）'),
} as const satisfies Record<string, Text>;

export const DealStepItem = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  sort: z.number().int(),
  code: DealStepCode,
  name: z.string(),
  responsible_id: z.number().int(),
  responsible_name: z.string(),
  days: z.number().int(),
  count_from: StepCountFrom,
  // Null while it counts from a step not done yet.
  deadline: z.number().int().nullable(),
  status: DealStepStatus,
  // Open and past its deadline.
  overdue: Flag,
  note: z.string(),
  // When it was confirmed done or skipped.
  done_at: z.number().int().nullable(),
  // Why it was skipped ('' unless skipped).
  skip_reason: z.string(),
});
export type DealStepItem = z.infer<typeof DealStepItem>;

export const dealStepList = endpoint({
  method: 'GET', path: 'dealstep/list', access: 'deal:list', tag: 'deal',
  summary: 'The steps of a deal the caller may see, in order, with their deadlines (signing date or the previous step\'s completion plus the days) and whether each is overdue.',
  input: z.strictObject({ deal_id: Id }),
  data: z.object({ list: z.array(DealStepItem) }),
});

export const dealStepAdd = endpoint({
  method: 'POST', path: 'dealstep/add', access: 'deal:edit', tag: 'deal',
  summary: 'Lays out a plan\'s steps (DEAL_STEP_TEMPLATES) on an effective deal without steps, or appends one step; the person responsible is the deal\'s agent unless named (an active member of staff). Answers the deal\'s steps.',
  input: z.strictObject({
    deal_id: Id,
    plan: DealStepPlan.optional(),
    code: DealStepCode.optional(),
    responsible_id: Id.optional(),
    days: z.number().int().min(0).max(365).default(0),
    count_from: StepCountFrom.default('previous'),
  }),
  data: z.object({ list: z.array(DealStepItem) }),
});

export const dealStepDelete = endpoint({
  method: 'POST', path: 'dealstep/delete', access: 'deal:edit', tag: 'deal',
  summary: 'Removes a step not done yet of a deal the caller may change. Answers the deal\'s steps.',
  input: z.strictObject({ id: Id }),
  data: z.object({ list: z.array(DealStepItem) }),
});

export const dealStepConfirm = endpoint({
  method: 'GET', path: 'dealstep/confirm', access: 'deal:list', tag: 'deal', audit: true,
  summary: 'The person responsible confirms a step done (the steps before it first), with an optional note; a GET by the spec, written to the operation log like any change. Answers the deal\'s steps.',
  input: z.strictObject({ id: Id, note: z.string().trim().max(200).default('') }),
  data: z.object({ list: z.array(DealStepItem) }),
});

// The open step changed by someone who manages the deal's steps.
const StepChange = { id: Id };

export const dealStepUpdate = endpoint({
  method: 'POST', path: 'dealstep/update', access: 'deal:edit', tag: 'deal',
  beyondSpec: 'The spec lists no call that changes a step; an open step is handed to another person (one who left, say) with its deadline and note instead of being deleted with its record.',
  summary: 'Changes an open step of an open deal the caller may change: the person responsible (an active member of staff), the days and what they count from, the note. Answers the deal\'s steps.',
  input: z.strictObject({
    ...StepChange,
    responsible_id: Id,
    days: z.number().int().min(0).max(365),
    count_from: StepCountFrom,
    note: z.string().trim().max(200).default(''),
  }),
  data: z.object({ list: z.array(DealStepItem) }),
});

export const dealStepSkip = endpoint({
  method: 'POST', path: 'dealstep/skip', access: 'deal:edit', tag: 'deal',
  beyondSpec: 'The spec lists no call that skips a step; 跳过 (DOMAIN.md) marks a step that does not apply, with the reason, finished for closing the deal.',
  summary: 'Skips (跳过) an open step of an open deal the caller may change, with the reason; it then counts as finished. Answers the deal\'s steps.',
  input: z.strictObject({ ...StepChange, reason: z.string().trim().min(1).max(200) }),
  data: z.object({ list: z.array(DealStepItem) }),
});

export const dealStepReopen = endpoint({
  method: 'POST', path: 'dealstep/reopen', access: 'deal:edit', tag: 'deal',
  beyondSpec: 'The spec lists no call that reopens a step; a step skipped by mistake goes back to 未处理 while the deal is open.',
  summary: 'Reopens a skipped step of an open deal the caller may change: it is open again, its reason cleared. Answers the deal\'s steps.',
  input: z.strictObject(StepChange),
  data: z.object({ list: z.array(DealStepItem) }),
});
