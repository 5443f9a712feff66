import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { Day } from './statistics.js';
import { Id, PageQuery } from './validators.js';

// Calls to house owners (拨打业主电话) through a telephony provider, without the agent ever seeing the number: the
// provider rings the agent's current outbound number (外呼号) first and then bridges to the owner (a two-leg 双呼
// call). The provider reports the call's end by a signed callback (answered with its length and recording, missed or
// failed); the recording is kept privately and handed out only as a short-lived signed link. The provider is an
// adapter chosen by configuration (CALL_PROVIDER); the built-in sandbox serves a page standing in for both phones.

const t = text;

export const PHONE_CALL_STATES = ['calling', 'answered', 'missed', 'failed'] as const;
export const PhoneCallState = z.enum(PHONE_CALL_STATES);
export type PhoneCallState = z.infer<typeof PhoneCallState>;
export const PHONE_CALL_STATE_LABELS: Record<PhoneCallState, Text> = {
  calling: t('Calling', '呼叫中', 'Llamando', '発信中'),
  answered: t('Answered', '已接通', 'Atendida', '通話済み'),
  missed: t('Not answered', '未接通', 'No atendida', '不在'),
  failed: t('Failed', '呼叫失败', 'Fallida', '発信失敗'),
};

export const PHONE_CALL_RULE_TEXTS = {
  noOutbound: t('You have no outbound-call number: ask for one to be added to your staff record',
    '您没有外呼号码，请联系管理员在员工资料中添加', 'No tiene número de llamada saliente: pida que lo añadan a su ficha',
    '発信用の電話番号（外呼号）がありません。社員情報に登録してもらってください'),
} as const satisfies Record<string, Text>;
export type PhoneCallRule = keyof typeof PHONE_CALL_RULE_TEXTS;

export function phoneCallRuleText(rule: PhoneCallRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(PHONE_CALL_RULE_TEXTS[rule][lang], params);
}

export const PhoneCallItem = z.object({
  id: z.number().int(),
  house_id: z.number().int(),
  // Community, building, unit and door.
  house_address: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  // Which of the owner's phones (as phone/view takes it), and that phone masked (前三后四); never the number itself.
  index: z.number().int(),
  callee: z.string(),
  // The agent's outbound number the provider rang first.
  caller_number: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  store_name: z.string(),
  provider: z.string(),
  state: PhoneCallState,
  started_at: z.number().int(),
  answered_at: z.number().int().nullable(),
  ended_at: z.number().int().nullable(),
  // Seconds talked; 0 unless answered.
  duration: z.number().int(),
  // A short-lived signed link to the recording (audio/wav), null without one.
  recording_url: z.string().nullable(),
  recording_size: z.number().int(),
  // The sandbox provider's page standing in for both phones, while the caller's own call is ringing there; '' otherwise.
  sandbox_url: z.string(),
});
export type PhoneCallItem = z.infer<typeof PhoneCallItem>;

const tag = 'house';

export const phonePlay = endpoint({
  method: 'POST', path: 'phone/play', access: 'phone:call', tag, audit: true,
  summary: 'Calls one phone of an owner of a house the caller may see (as phone/view), without showing it: the provider rings the caller\'s outbound number (外呼号) first, then bridges to the owner. Refused in words when the caller has no outbound number. Not counted against phone/view\'s daily allowance (nothing is revealed). Answers the call, state calling (failed when the provider refuses to place it); a provider that cannot be reached answers SERVICE_UNAVAILABLE and records no call.',
  input: z.strictObject({ owner_id: Id, index: z.number().int().min(0).max(2).default(0) }),
  data: PhoneCallItem,
});

export const phoneCallList = endpoint({
  method: 'GET', path: 'phone/list', access: 'phone:call', tag,
  summary: 'Call records, newest first: the caller\'s own, or with phone:records those of the people in that permission\'s data scope; by house, person, state, company-day range and keyword (owner name or community); paged.',
  input: z.strictObject({
    ...PageQuery,
    house_id: Id.optional(),
    staff_id: Id.optional(),
    state: PhoneCallState.optional(),
    date_from: Day.optional(),
    date_to: Day.optional(),
    keyword: z.string().trim().max(50).optional(),
  }),
  data: pagedOf(PhoneCallItem),
});

export const phoneCallDetail = endpoint({
  method: 'GET', path: 'phone/detail', access: 'phone:call', tag,
  summary: 'One call record seen as phone/list sees them, with the signed link to its recording.',
  input: z.strictObject({ id: Id }),
  data: PhoneCallItem,
});
