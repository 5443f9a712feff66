// A valid input per endpoint of the newhouse area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET newhouse': {
    page: 1, limit: 20, keyword: '滨江', area_id: 3, use: 'residence', sale_state: 'selling', rooms: 3, label_id: 1, price_min: 50000, price_max: 150000,
    published: 1, sort: 'price', order: 'asc',
  },
  'GET newhouse/{id}': { id: 1 },
  'POST newhouse/add': {
    name: '滨江新盘', area_id: 3, address: '滨江大道1号', developer: '陆家嘴集团', use: 'residence', sale_state: 'selling', price_avg: 98000.5,
    price_total_min: 5000000, price_total_max: 12000000, opening_at: 1800000000, delivery_at: 1900000000, property_years: 70, commission: '总价1.5%',
    protect_days: 30, visit_days: 7, phone_mode: 'masked', label_ids: [1], description: '江景住宅',
  },
  'POST newhouse/update': {
    id: 1, version: 1, name: '滨江新盘二期', area_id: 3, address: '滨江大道2号', developer: '陆家嘴集团', use: 'apartment', sale_state: 'upcoming',
    price_avg: 88000, price_total_min: 3000000, price_total_max: 6000000, opening_at: 1800000000, delivery_at: 1900000000, property_years: 50,
    commission: '每套2万', protect_days: 20, visit_days: 5, phone_mode: 'full', label_ids: [1], description: '精装公寓',
  },
  'POST newhouse/newhousepublic': { id: 1, version: 1, published: 1 },
  'POST newhouse/newhouseman': { id: 1, version: 1, manager_id: 2 },
  'GET labelnewhouse': {},
  'GET newhouselayout': { new_id: 1, rooms: 3 },
  'GET newhouselayout/{id}': { id: 1 },
  'GET newhouselayout/layoutshi': { new_id: 1 },
  'POST newhouselayout/add': {
    new_id: 1, name: 'D户型', rooms: 3, halls: 2, toilets: 2, area: 105.5, price_total: 9800000, orientation: '南', sale_state: 'selling', remark: '边套',
  },
  'POST newhouselayout/update': {
    id: 1, version: 1, name: 'A户型', rooms: 2, halls: 1, toilets: 1, area: 88.8, price_total: null, orientation: '南北', sale_state: 'sold_out', remark: '',
  },
  'POST newhouselayout/delete': { id: 1 },
  'GET newhouseagent/{id}': { id: 1 },
  'POST newhouseagent/add': { new_id: 1, name: '周婷', phone: '13916001009', position: '销售经理', remark: '周末在岗' },
  'POST newhouseagent/update': { id: 1, version: 1, name: '周婷', phone: '13916001009', position: '案场经理', remark: '', enabled: 0 },
  'GET staffrelate': { page: 1, limit: 20, new_id: 1, user_id: 3, role: 'resident', keyword: '滨江' },
  'POST staffrelate/save': { new_id: 1, user_id: 3, role: 'channel' },
  'POST staffrelate/delete': { id: 1 },
  'GET housepicture/newhouselist': { new_id: 1, group: 'effect' },
  // Multipart: the bad-input cases for the upload are in newhouse-picture.test.ts.
  'POST housepicture/newhouseupload': { new_id: 1, group: 'effect' },
  'POST housepicture/newhousedelete': { id: 1 },
};
