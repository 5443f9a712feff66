// A valid input per endpoint of the message area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET message/alert': {},
  'GET messages': { page: 1, limit: 10, category: 3, read: 0 },
  'GET message/info': { message_id: 1 },
  'POST message/read': { message_id: [1, 2], read: 1 },
  'POST message/save': { message_category: 3, message_title: '季度会议', message_info: '<p>周五开会</p>', message_needread: 1, to_all: 0, to_stores: [1], to_departments: [2], to_roles: [3], to_staff: [3] },
  'POST message/audience': { to_all: 0, to_stores: [1], to_departments: [2], to_roles: [3], to_staff: [3] },
  'GET message/sent': { page: 1, limit: 10, category: 3 },
  'GET message/live': { after: 1 },
};
