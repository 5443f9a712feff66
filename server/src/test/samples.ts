import type { Endpoint } from '@brokerage/contract';
import { ENDPOINTS } from '@brokerage/contract';

// One valid input per endpoint, keyed "METHOD path". The authorization matrix and the bad-input tests derive
// their requests from it, so every endpoint a module adds needs a sample here (a test checks).
export const SAMPLE_INPUTS: Record<string, Record<string, unknown>> = {
  'POST user/login': { username: 'admin', password: 'admin123' },
  'GET user/info': {},
  'GET user/logout': {},
  'POST user/password': { staff_oldpw: 'admin123', staff_loginpw: 'newpass1' },
  'POST user/usephone': { phone_number: '13800000000' },
  'POST bind/save': { remark: 'office pc' },
  'GET bind/status': {},
  'GET binds': { page: 1, limit: 20, status: 'pending', keyword: 'agent' },
  'POST bind/operate': { id: 1, action: 'approve', reason: 'ok' },
  'POST bind/release': { id: 1 },
  'GET setting/safe': {},
  'POST setting/safe': { watermark_enabled: 1 },
  'GET place/list': {},
  'POST place/save': { name: 'Office', cidr: '10.0.0.0/8' },
  'POST place/delete': { id: 1 },
  'POST place/reset': {},
  'GET setting/getauth': { role_id: 1 },
  'POST setting/auth': { role_id: 1, menus: ['House'], permissions: [{ code: 'bind:list', data_scope: 'self' }] },
  'GET message/alert': {},
  'GET messages': { page: 1, limit: 10, category: 3, read: 0 },
  'GET message/info': { message_id: 1 },
  'POST message/read': { message_id: [1, 2], read: 1 },
  'POST dealtarget/save': {
    target_number_loan: 2, target_money_loan: 8000, target_number_old: 1, target_money_old: 30000.5,
    target_number_new: 1, target_money_new: 20000,
  },
  'GET dealtarget/list': { page: 1, limit: 12, month: '2026-11' },
};

export function keyOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

export function sampleFor(endpoint: Endpoint): Record<string, unknown> {
  const sample = SAMPLE_INPUTS[keyOf(endpoint)];
  if (!sample) throw new Error(`no sample input for ${keyOf(endpoint)}`);
  return sample;
}

export { ENDPOINTS };
