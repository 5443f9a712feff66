// A valid input per endpoint of the vr area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET vr/users': { page: 1, limit: 20, keyword: '张', status: 'active', store_id: 1 },
  'GET vr/userpackage': { page: 1, limit: 20, id: 1 },
  'GET vr/packages': { page: 1, limit: 20 },
  'POST vr/adduser': { staff_id: 2 },
  'POST vr/disableuser': { id: 1 },
  'POST vr/createtask': { house_id: 1, vr_user_id: 1 },
  'GET vr/tasks': { page: 1, limit: 20, house_id: 1 },
};
