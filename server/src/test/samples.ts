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
  'GET district': {},
  'GET district/{id}': { id: 1 },
  'POST district/add': { name: '闵行片区', sort: 3 },
  'POST district/update': { id: 1, name: '浦东新区片区', sort: 0 },
  'POST district/delete': { id: 1 },
  'GET store': { page: 1, limit: 20, district_id: 1, status: 'formal', keyword: '店' },
  'GET store/{id}': { id: 1 },
  'POST store/add': { name: '莘庄店', district_id: 1, address: '上海市莘庄', phone: '021-1', manager_id: null, status: 'trial' },
  'POST store/update': { id: 1, name: '陆家嘴店', district_id: 1, address: '世纪大道1号', phone: '021-2', manager_id: 2, status: 'formal' },
  'POST store/delete': { id: 1 },
  'POST store/shift': { id: 1, to_store_id: 2, staff_ids: [4] },
  'GET department': {},
  'GET department/{id}': { id: 1 },
  'GET department/listrole': { id: 1 },
  'GET department/level': {},
  'POST department/add': { parent_id: 1, name: '市场部', level: 2, store_id: null, logo: '', sort: 0 },
  'POST department/update': { id: 2, parent_id: 1, name: '浦东事业部', level: 2, store_id: null, logo: '', sort: 0 },
  'POST department/delete': { id: 2 },
  'GET role': {},
  'GET position': {},
  'POST position/add': { name: '储备店长', sort: 9 },
  'POST position/update': { id: 1, name: '总经理', sort: 0 },
  'GET user/level': {},
  'GET users': { page: 1, limit: 20, keyword: '张', status: 'active', store_id: 1, department_id: 4, role_id: 3, position_id: 5 },
  'GET user/{id}': { id: 3 },
  'POST user/add': {
    account: 'newagent', name: '新人', gender: '女', mobile: '13911112222', phones: ['02155556666'], store_id: 1,
    department_id: null, role_id: 3, position_id: 5, education: 'bachelor', work_type: 'full_time', join_date: 1790000000,
    introduction: '', id_number: '31010119900101123X',
  },
  'POST user/update': {
    id: 3, name: '张伟', gender: '男', mobile: '13911113333', phones: [], store_id: 1, department_id: null, role_id: 3,
    position_id: 5, education: '', work_type: '', join_date: null, introduction: '',
  },
  'POST user/resign': { id: 3, reason: '个人原因' },
  'POST user/rejoin': { id: 3, store_id: 1, department_id: null },
  'POST user/status': { id: 3, status: 'disabled' },
  'POST user/resetpw': { id: 3 },
  'POST user/setuppoint': { id: 3, change: 50, reason: '月度优秀' },
  'GET user/black': { page: 1, limit: 20, keyword: '王' },
  'POST user/blacklist': { name: '王某', mobile: '13700001111', id_number: '31010119800101001X', reason: '骗取佣金' },
  'GET operate/staff': { page: 1, limit: 20, id: 3 },
  'GET userproperty/{id}': { id: 3 },
  'POST user/property': {
    id: 3, birthday: '1990-01-01', native_place: '上海', address: '浦东新区', emergency_contact: '张父',
    emergency_phone: '13900000000', remark: '',
  },
  'GET staffgrowup': { page: 1, limit: 20, staff_id: 3 },
  'GET staffgrowup/{id}': { id: 1 },
  'POST staffgrowup/add': { staff_id: 3, date: '2026-11-01', title: '晋升高级经纪人', content: '业绩突出' },
  'POST staffgrowup/update': { id: 1, date: '2026-11-02', title: '晋升', content: '' },
  'POST staffteaching/add': { mentor_id: 2, apprentice_id: 3, start_date: '2026-11-01', remark: '' },
  'POST staffteaching/delete': { id: 1 },
  'GET setting/company': {},
  'POST setting/company': { name: '安居房产', short_name: '安居', logo: '', address: '上海', phone: '021', resign_handover: 'public' },
  'GET setting/module': {},
  'POST setting/module': { modules: [{ name: 'Article', enabled: 0 }] },
  'GET operate/behaviour': { page: 1, limit: 20, from: 0, to: 2000000000, staff_id: 1, action: 'login', keyword: 'admin' },
  'GET operate/inferface': { page: 1, limit: 20, from: 0, to: 2000000000, service: 'anjuke' },
  'GET user/location': { id: 1, limit: 10 },
  // Multipart: the bad-input cases for uploads are in member-picture.test.ts.
  'POST user/picture': { id: 3 },
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
