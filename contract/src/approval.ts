import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { Flag, Id, IdParams, PageQuery } from './validators.js';

// Approvals (审批): an action on a record that needs approval is submitted by its module as a pending change (an
// approval of an item type); the flow of the item type decides who approves it, step by step; the change applies when
// the flow ends approved. Item types are declared here (codes, category, the record they change, names) and their
// behaviour is registered on the server by the module that owns the record (server/src/modules/approval/registry.ts).

const t = text;

export const APPROVAL_CATEGORIES = ['business', 'finance'] as const;
export const ApprovalCategory = z.enum(APPROVAL_CATEGORIES);
export type ApprovalCategory = z.infer<typeof ApprovalCategory>;
export const APPROVAL_CATEGORY_LABELS: Record<ApprovalCategory, Text> = {
  business: t('Business', '业务审批', 'Negocio', '業務'),
  finance: t('Finance', '财务审批', 'Finanzas', '財務'),
};

type ItemInfo = { category: ApprovalCategory; record: string; name: Text };

// Every item type. A module that needs approval for an action adds its code here and registers its behaviour on the
// server; the finance items are declared ahead of the deal module so their flows can be set up.
export const APPROVAL_ITEMS = {
  house_invalid: { category: 'business', record: 'house', name: t('House set invalid', '房源设为无效', 'Inmueble a no válido', '物件を無効にする') },
  house_cancel: { category: 'business', record: 'house', name: t('House cancelled', '房源注销', 'Baja del inmueble', '物件の抹消') },
  house_to_public: { category: 'business', record: 'house', name: t('Private house to the public pool', '私盘转公盘', 'Inmueble privado a la cartera común', '個人物件を共有物件へ') },
  house_to_private: { category: 'business', record: 'house', name: t('Public house claimed as private', '公盘转私盘', 'Inmueble común tomado como privado', '共有物件を個人物件へ') },
  customer_invalid: { category: 'business', record: 'customer', name: t('Customer set invalid', '客户设为无效', 'Cliente a no válido', '顧客を無効にする') },
  key_cancel: { category: 'business', record: 'house_key', name: t('Key cancelled', '钥匙注销', 'Baja de llave', '鍵の抹消') },
  entrust_book: { category: 'business', record: 'entrust_book', name: t('Entrust book', '委托书', 'Encargo de inmueble', '委託書') },
  deal_review: { category: 'finance', record: 'deal', name: t('Deal review', '成交审核', 'Revisión de operación', '成約審査') },
  receivable_entry: { category: 'finance', record: 'deal_money', name: t('Receivable or payable entry', '应收应付录入', 'Alta de cobro o pago previsto', '未収金・未払金の登録') },
  receipt: { category: 'finance', record: 'deal_pay', name: t('Receipt', '实收', 'Cobro', '入金') },
  refund: { category: 'finance', record: 'deal_pay', name: t('Refund', '退款', 'Reembolso', '返金') },
  payment: { category: 'finance', record: 'deal_pay', name: t('Payment', '实付', 'Pago', '支払') },
  commission_settle: { category: 'finance', record: 'deal', name: t('Commission settlement', '结佣', 'Liquidación de comisión', '手数料の精算') },
} as const satisfies Record<string, ItemInfo>;
export type ApprovalItemCode = keyof typeof APPROVAL_ITEMS;
export const APPROVAL_ITEM_CODES = Object.keys(APPROVAL_ITEMS) as [ApprovalItemCode, ...ApprovalItemCode[]];
export const ApprovalItemCode = z.enum(APPROVAL_ITEM_CODES);
export type ApprovalRecordKind = (typeof APPROVAL_ITEMS)[ApprovalItemCode]['record'];
export const APPROVAL_RECORD_KINDS = [...new Set(Object.values(APPROVAL_ITEMS).map((item) => item.record))] as [ApprovalRecordKind, ...ApprovalRecordKind[]];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'overdue_approved'] as const;
export const ApprovalStatus = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, Text> = {
  pending: t('In review', '审核中', 'En revisión', '審査中'),
  approved: t('Approved', '已通过', 'Aprobada', '承認済み'),
  rejected: t('Not approved', '未通过', 'No aprobada', '否認'),
  withdrawn: t('Withdrawn', '已撤回', 'Retirada', '取り下げ'),
  overdue_approved: t('Approved when overdue', '超期通过', 'Aprobada por vencimiento', '期限超過で承認'),
};

// Who approves a step: a named person, everyone holding a role, the applicant's store manager, the applicant's
// department head, or the manager of the store of the record's maintainer.
export const APPROVER_KINDS = ['staff', 'role', 'store_manager', 'department_head', 'maintainer_manager'] as const;
export const ApproverKind = z.enum(APPROVER_KINDS);
export type ApproverKind = z.infer<typeof ApproverKind>;
export const APPROVER_KIND_LABELS: Record<ApproverKind, Text> = {
  staff: t('Named person', '指定人员', 'Persona concreta', '指定担当者'),
  role: t('Role', '角色', 'Rol', 'ロール'),
  store_manager: t('Applicant\'s store manager', '申请人店长', 'Gerente de tienda del solicitante', '申請者の店長'),
  department_head: t('Applicant\'s department head', '申请人部门负责人', 'Responsable del departamento del solicitante', '申請者の部署責任者'),
  maintainer_manager: t('Maintainer\'s manager', '维护人的上级', 'Superior del responsable', '担当者の上長'),
};

// 依次: the step's approvers one after another, each must approve; 会签: all of them, in any order; 或签: any one.
export const STEP_MODES = ['sequential', 'all', 'any'] as const;
export const StepMode = z.enum(STEP_MODES);
export type StepMode = z.infer<typeof StepMode>;
export const STEP_MODE_LABELS: Record<StepMode, Text> = {
  sequential: t('One after another', '依次审批', 'Uno tras otro', '順番に承認'),
  all: t('All must approve', '会签', 'Todos deben aprobar', '全員承認'),
  any: t('Any one approves', '或签', 'Basta uno', 'いずれか1名'),
};

// What happens to a step nobody finished within its hours (the overdue job).
export const OVERDUE_ACTIONS = ['approve', 'reject', 'wait'] as const;
export const OverdueAction = z.enum(OVERDUE_ACTIONS);
export type OverdueAction = z.infer<typeof OverdueAction>;
export const OVERDUE_ACTION_LABELS: Record<OverdueAction, Text> = {
  approve: t('Approve automatically', '自动通过', 'Aprobar automáticamente', '自動承認'),
  reject: t('Reject automatically', '自动驳回', 'Rechazar automáticamente', '自動却下'),
  wait: t('Keep waiting', '继续等待', 'Seguir esperando', '待ち続ける'),
};
export const OVERDUE_HOURS_MAX = 720;
export const FLOW_STEPS_MAX = 10;

// One row of an approval's chain: who did what, when, with which comment.
export const CHAIN_ACTIONS = [
  'submit', 'approve', 'reject', 'transfer', 'withdraw', 'note', 'overdue_approve', 'overdue_reject', 'conflict', 'applied',
] as const;
export const ChainAction = z.enum(CHAIN_ACTIONS);
export type ChainAction = z.infer<typeof ChainAction>;
export const CHAIN_ACTION_LABELS: Record<ChainAction, Text> = {
  submit: t('Submitted', '提交申请', 'Enviada', '申請'),
  approve: t('Approved', '同意', 'Aprobó', '承認'),
  reject: t('Rejected', '驳回', 'Rechazó', '却下'),
  transfer: t('Transferred', '转交', 'Transfirió', '転送'),
  withdraw: t('Withdrawn', '撤回', 'Retiró', '取り下げ'),
  note: t('Note changed', '修改备注', 'Cambió la nota', 'メモを変更'),
  overdue_approve: t('Approved when overdue', '超期自动通过', 'Aprobada por vencimiento', '期限超過で自動承認'),
  overdue_reject: t('Rejected when overdue', '超期自动驳回', 'Rechazada por vencimiento', '期限超過で自動却下'),
  conflict: t('Record changed meanwhile: not applied', '记录已被修改，未生效', 'El registro cambió: no se aplicó', '記録が変更されたため未反映'),
  applied: t('Change applied', '变更已生效', 'Cambio aplicado', '変更を反映'),
};

export const OPERATE_ACTIONS = ['approve', 'reject', 'transfer', 'withdraw', 'note'] as const;
export const OperateAction = z.enum(OPERATE_ACTIONS);
export type OperateAction = z.infer<typeof OperateAction>;

// Where a person stands on a step: waiting for their turn (依次), to act, done, or no longer needed.
export const TASK_STATES = ['waiting', 'pending', 'approved', 'rejected', 'transferred', 'skipped'] as const;
export const TaskState = z.enum(TASK_STATES);
export type TaskState = z.infer<typeof TaskState>;

export const STEP_STATES = ['future', 'active', 'approved', 'rejected', 'overdue_approved', 'ended'] as const;
export const StepState = z.enum(STEP_STATES);
export type StepState = z.infer<typeof StepState>;

// Why an operation or a flow is refused, in the caller's language (the {detail} of the error message).
export const APPROVAL_RULE_TEXTS = {
  ended: t('the approval is already {status}', '该审批已{status}', 'la aprobación ya está {status}', 'この承認は既に{status}です'),
  handledBy: t('{name} has already handled this step', '{name}已处理该步骤', '{name} ya resolvió este paso', '{name}がこのステップを処理済みです'),
  notYourTurn: t('it is not your turn yet', '尚未轮到您审批', 'todavía no es su turno', 'まだ順番ではありません'),
  reasonRequired: t('a rejection needs a reason', '驳回需要填写原因', 'un rechazo necesita un motivo', '却下には理由が必要です'),
  transferTarget: t('a transfer needs the person to hand it to', '转交需要选择接收人', 'una transferencia necesita la persona destinataria', '転送には転送先が必要です'),
  transferOnlyFor: t('only a transfer names a person', '只有转交需要选择人员', 'solo una transferencia indica una persona', '人を指定するのは転送のときだけです'),
  transferUnknown: t('person {id} is not an active member of staff', '人员{id}不是在职员工', 'la persona {id} no es un empleado activo', '{id}は在職中の社員ではありません'),
  transferSelf: t('the approval cannot be handed to yourself, the applicant or someone already on this step', '不能转交给自己、申请人或本步骤已有的审批人', 'no se puede transferir a usted, al solicitante ni a alguien ya en este paso', '自分・申請者・このステップの承認者には転送できません'),
  actedAlready: t('an approver has already acted: it can no longer be withdrawn', '已有审批人处理，不能撤回', 'un aprobador ya actuó: ya no se puede retirar', '承認者が処理済みのため取り下げできません'),
  recordChanged: t('the record was changed after the request', '申请后记录已被修改', 'el registro cambió después de la solicitud', '申請後に記録が変更されました'),
  recordGone: t('the record no longer exists', '记录已不存在', 'el registro ya no existe', '記録は存在しません'),
  stepsRequired: t('an enabled flow needs at least one step', '启用的流程至少需要一个步骤', 'un flujo activo necesita al menos un paso', '有効なフローには少なくとも1つのステップが必要です'),
  staffRequired: t('step {step}: choose the person', '第{step}步：请选择人员', 'paso {step}: elija la persona', 'ステップ{step}：担当者を選んでください'),
  roleRequired: t('step {step}: choose the role', '第{step}步：请选择角色', 'paso {step}: elija el rol', 'ステップ{step}：ロールを選んでください'),
  noTarget: t('step {step}: this approver kind names no person or role', '第{step}步：该审批人类型无需选择人员或角色', 'paso {step}: este tipo de aprobador no lleva persona ni rol', 'ステップ{step}：この承認者種別では人やロールを指定しません'),
  staffUnknown: t('step {step}: person {id} is not an active member of staff', '第{step}步：人员{id}不是在职员工', 'paso {step}: la persona {id} no es un empleado activo', 'ステップ{step}：{id}は在職中の社員ではありません'),
  roleUnknown: t('step {step}: role {id} does not exist', '第{step}步：角色{id}不存在', 'paso {step}: el rol {id} no existe', 'ステップ{step}：ロール{id}は存在しません'),
  storeUnknown: t('store {id} does not exist', '门店{id}不存在', 'la tienda {id} no existe', '店舗{id}は存在しません'),
  storeFlowExists: t('the flow of {item} for this store', '该门店的{item}流程', 'el flujo de {item} para esta tienda', 'この店舗の{item}フロー'),
  companyFlowStays: t('the company-wide flow cannot be removed, only disabled', '全公司流程不能删除，只能停用', 'el flujo de toda la empresa no se puede eliminar, solo desactivar', '全社フローは削除できず、無効化のみできます'),
} as const satisfies Record<string, Text>;
export type ApprovalRule = keyof typeof APPROVAL_RULE_TEXTS;

export function approvalRuleText(rule: ApprovalRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(APPROVAL_RULE_TEXTS[rule][lang], params);
}

// The labels of the change lines (ChangeLine) the item types describe their changes with.
export const APPROVAL_CHANGE_LABELS = {
  status: t('Status', '状态', 'Estado', 'ステータス'),
  reason: t('Reason', '原因', 'Motivo', '理由'),
  pool: t('Pool', '盘别', 'Cartera', '物件区分'),
  maintainer: t('Maintainer', '维护人', 'Responsable', '担当者'),
  key: t('Key', '钥匙', 'Llave', '鍵'),
  keyCancelled: t('Cancelled', '已注销', 'De baja', '抹消済み'),
} as const satisfies Record<string, Text>;

// ---- flows
const FlowStepFields = {
  approver_kind: ApproverKind,
  // The named person (kind staff) or the role (kind role); null for the other kinds.
  staff_id: Id.nullable().default(null),
  role_id: Id.nullable().default(null),
  mode: StepMode.default('sequential'),
  // After `hours` without the step finished: approve, reject, or keep waiting; null: no rule.
  overdue: z.strictObject({ hours: z.number().int().min(1).max(OVERDUE_HOURS_MAX), action: OverdueAction }).nullable().default(null),
};
export const FlowStepInput = z.strictObject(FlowStepFields);
export type FlowStepInput = z.output<typeof FlowStepInput>;

export const FlowStep = z.object({
  approver_kind: ApproverKind,
  staff_id: z.number().int().nullable(),
  role_id: z.number().int().nullable(),
  mode: StepMode,
  overdue: z.object({ hours: z.number().int(), action: OverdueAction }).nullable(),
  // The person's or the role's name (empty for the other kinds).
  target_name: z.string(),
});
export type FlowStep = z.infer<typeof FlowStep>;

export const FlowSummary = z.object({
  id: z.number().int(),
  item_type: ApprovalItemCode,
  category: ApprovalCategory,
  // Null: the company-wide flow; otherwise the override for one store.
  store_id: z.number().int().nullable(),
  store_name: z.string(),
  enabled: Flag,
  step_count: z.number().int(),
  version: z.number().int(),
  updated_at: z.number().int(),
  updated_by_name: z.string(),
});
export type FlowSummary = z.infer<typeof FlowSummary>;

export const FlowDetail = FlowSummary.extend({ steps: z.array(FlowStep) });
export type FlowDetail = z.infer<typeof FlowDetail>;

export const ApprovalSource = z.object({
  code: ApprovalItemCode,
  category: ApprovalCategory,
  record_kind: z.enum(APPROVAL_RECORD_KINDS),
  name: z.string(),
  // 1 when a module submits this item type (0: declared ahead, nothing asks for it yet).
  ready: Flag,
});
export type ApprovalSource = z.infer<typeof ApprovalSource>;

// ---- approvals
export const ApprovalItem = z.object({
  id: z.number().int(),
  item_type: ApprovalItemCode,
  category: ApprovalCategory,
  record_kind: z.enum(APPROVAL_RECORD_KINDS),
  record_id: z.number().int(),
  // The record in words (a house's community, building, unit and door; a key's number).
  subject: z.string(),
  status: ApprovalStatus,
  applicant_id: z.number().int(),
  applicant_name: z.string(),
  applicant_store_name: z.string(),
  note: z.string(),
  // 1-based; null once the approval has ended.
  current_step: z.number().int().nullable(),
  step_count: z.number().int(),
  // The people who may act now.
  current_approvers: z.array(z.string()),
  due_at: z.number().int().nullable(),
  overdue: Flag,
  // Why it ended 未通过 (the rejection's reason, or the record's change).
  result: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  finished_at: z.number().int().nullable(),
});
export type ApprovalItem = z.infer<typeof ApprovalItem>;

export const ChangeLine = z.object({ label: z.string(), before: z.string(), after: z.string() });
export type ChangeLine = z.infer<typeof ChangeLine>;

export const ChainEntry = z.object({
  id: z.number().int(),
  action: ChainAction,
  step: z.number().int().nullable(),
  // Null: the system (the overdue job, the effect).
  staff_id: z.number().int().nullable(),
  staff_name: z.string(),
  // Transfer: the person it was handed to.
  to_staff_name: z.string(),
  comment: z.string(),
  created_at: z.number().int(),
});
export type ChainEntry = z.infer<typeof ChainEntry>;

export const StepProgress = z.object({
  step: z.number().int(),
  approver_kind: ApproverKind,
  mode: StepMode,
  target_name: z.string(),
  overdue: z.object({ hours: z.number().int(), action: OverdueAction }).nullable(),
  state: StepState,
  // Nobody of the step's kind could be found: it went to the administrators.
  fallback: Flag,
  approvers: z.array(z.object({
    staff_id: z.number().int(), name: z.string(), state: TaskState, acted_at: z.number().int().nullable(), comment: z.string(),
  })),
});

export const ApprovalDetail = ApprovalItem.extend({
  change: z.array(ChangeLine),
  steps: z.array(StepProgress),
  chain: z.array(ChainEntry),
  // What the caller may do now.
  can: z.object({ approve: Flag, reject: Flag, transfer: Flag, withdraw: Flag, note: Flag }),
});
export type ApprovalDetail = z.infer<typeof ApprovalDetail>;

// What a record shows while an approval of it is open.
export const PendingApproval = z.object({ id: z.number().int(), item_type: ApprovalItemCode, created_at: z.number().int() });
export type PendingApproval = z.infer<typeof PendingApproval>;

// ---- endpoints
export const APPROVAL_TABS = ['todo', 'done', 'all'] as const;
export const ApprovalTab = z.enum(APPROVAL_TABS);
export type ApprovalTab = z.infer<typeof ApprovalTab>;

const ListFilters = {
  ...PageQuery,
  status: ApprovalStatus.optional(),
  item_type: ApprovalItemCode.optional(),
  // The subject or the applicant's name.
  keyword: z.string().trim().max(50).optional(),
};

export const approvalMine = endpoint({
  method: 'GET', path: 'approve/my', access: 'signed-in', tag: 'approval',
  summary: 'The approvals the caller submitted (my initiated), newest first, by status, item type and category.',
  input: z.strictObject({ ...ListFilters, category: ApprovalCategory.optional() }),
  data: pagedOf(ApprovalItem),
});

export const approvalList = endpoint({
  method: 'GET', path: 'approves', access: 'signed-in', tag: 'approval',
  summary: 'The approvals of a category, newest first. todo: waiting for the caller; done: handled by the caller; all: those plus the approvals of applicants within the caller\'s scope of approval:business / approval:finance. `todo` counts what waits for the caller in each category (the menu\'s count).',
  input: z.strictObject({ ...ListFilters, category: ApprovalCategory, tab: ApprovalTab.default('todo') }),
  data: pagedOf(ApprovalItem).extend({ todo: z.object({ business: z.number().int(), finance: z.number().int() }) }),
});

export const approvalGet = endpoint({
  method: 'GET', path: 'approve/{id}', access: 'signed-in', tag: 'approval', params: IdParams,
  summary: 'One approval: its change in words (before → after), its steps with their approvers, its chain and what the caller may do. Visible to its applicant, its approvers, and holders of the category\'s permission within scope (404001 otherwise).',
  input: z.strictObject({}),
  data: ApprovalDetail,
});

export const approvalDetail = endpoint({
  method: 'GET', path: 'approve/detail', access: 'signed-in', tag: 'approval',
  summary: 'The approval of a record: the open one, else the latest; null when it has none the caller may see.',
  input: z.strictObject({ record_kind: z.enum(APPROVAL_RECORD_KINDS), record_id: Id }),
  data: ApprovalDetail.nullable(),
});

export const approvalChain = endpoint({
  method: 'GET', path: 'approve/chain', access: 'signed-in', tag: 'approval',
  summary: 'The chain of an approval, oldest first: every operation with who, when, what and the comment.',
  input: z.strictObject({ id: Id }),
  data: z.object({ list: z.array(ChainEntry) }),
});

export const approvalOperate = endpoint({
  method: 'POST', path: 'approve/operate', access: 'signed-in', tag: 'approval',
  summary: 'approve (optional comment), reject (comment = the reason, required) or transfer (to_staff_id) by a current approver; withdraw (while no approver has acted) or note (comment = the new note) by the applicant. 403003 for anyone else; 409001 when the approval or the step moved on meanwhile (the message says who acted). The last approval applies the change in the same transaction, re-checked against the record\'s version.',
  input: z.strictObject({
    id: Id,
    action: OperateAction,
    comment: z.string().trim().max(500).default(''),
    to_staff_id: Id.nullable().default(null),
  }),
  data: ApprovalDetail,
});

const FlowEdit = { enabled: Flag, steps: z.array(FlowStepInput).max(FLOW_STEPS_MAX) };
export const approvalUpdate = endpoint({
  method: 'POST', path: 'approve/update', access: 'approval:set', tag: 'approval',
  summary: 'Saves a flow (the flow editor): save changes a flow at the version read (602144 otherwise); create adds a store\'s override of an item type\'s flow (409002 when it has one); remove deletes a store\'s override (the company-wide flow can only be disabled). Approvals already open keep the steps they started with.',
  input: z.discriminatedUnion('action', [
    z.strictObject({ action: z.literal('save'), id: Id, version: z.number().int().min(1), ...FlowEdit }),
    z.strictObject({ action: z.literal('create'), item_type: ApprovalItemCode, store_id: Id, ...FlowEdit }),
    z.strictObject({ action: z.literal('remove'), id: Id, version: z.number().int().min(1) }),
  ]),
  data: FlowDetail.nullable(),
});

export const flowGet = endpoint({
  method: 'GET', path: 'flow/{id}', access: 'approval:set', tag: 'approval', params: IdParams,
  summary: 'One flow with its steps (the flow editor).',
  input: z.strictObject({}),
  data: FlowDetail,
});

export const itemFlowSource = endpoint({
  method: 'GET', path: 'item/flow_source', access: 'signed-in', tag: 'approval',
  summary: 'The approval item types (sources), by category, named in the caller\'s language.',
  input: z.strictObject({ category: ApprovalCategory.optional() }),
  data: z.object({ list: z.array(ApprovalSource) }),
});

export const itemFlowSet = endpoint({
  method: 'GET', path: 'item/flow_set', access: 'approval:set', tag: 'approval',
  summary: 'The flows set up: each item type\'s company-wide flow and its stores\' overrides.',
  input: z.strictObject({ item_type: ApprovalItemCode.optional(), category: ApprovalCategory.optional() }),
  data: z.object({ list: z.array(FlowSummary) }),
});
