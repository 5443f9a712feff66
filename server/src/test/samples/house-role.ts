// A valid input per endpoint of the house-role area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET house/role': {},
  'GET staffrole/{id}': { id: 1 },
  'POST staffrole/add': { house_id: 1, role: 'survey', staff_id: 3, version: 1 },
  'POST staffrole/update': { house_id: 1, role: 'maintain', staff_id: 3, version: 1 },
  'POST staffrole/findinput': { page: 1, limit: 20, staff_id: 3, kind: 'sale', sort: 'price', order: 'asc' },
  'POST staffrole/findmaintain': { page: 1, limit: 20, staff_id: 3, kind: 'sale', sort: 'price', order: 'asc' },
  'POST staffrole/findrent': { page: 1, limit: 20, staff_id: 3, kind: 'rent', sort: 'updated_at', order: 'desc' },
  'POST staffrole/findkey': { page: 1, limit: 20, staff_id: 3, kind: 'sale', sort: 'area', order: 'desc' },
  'POST staffrole/findsurvey': { page: 1, limit: 20, staff_id: 3, kind: 'sale', sort: 'created_at', order: 'desc' },
  'POST staffrole/findvrsurvey': { page: 1, limit: 20, staff_id: 3, kind: 'rent', sort: 'updated_at', order: 'asc' },
  'POST house/door': { id: 1, version: 1, door_id: 2, reason: '录错门牌' },
  'POST house/linbao': { id: 1, version: 1, reason: '业主熟悉，领取维护' },
  'GET house/roomlistqrcode': { id: 1 },
};
