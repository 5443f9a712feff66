// A valid input per endpoint of the member area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET users': { page: 1, limit: 20, keyword: '张', status: 'active', store_id: 1, department_id: 4, role_id: 3, position_id: 5 },
  'GET users/export': { keyword: '张', status: 'active', store_id: 1, department_id: 4, role_id: 3, position_id: 5 },
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
  // Multipart: the bad-input cases for uploads are in member-picture.test.ts.
  'POST user/picture': { id: 3 },
};
