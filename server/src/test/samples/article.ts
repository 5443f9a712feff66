// A valid input per endpoint of the article area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'GET article/get_type': {},
  'POST article/get_list': { page: 1, limit: 10, type: '1', keyword: '培训', manage: 1, published: 1 },
  'GET article/info': { id: 1 },
  'POST article/add': { type: '1', title: '新人培训', cover: '', body: '<p>内容</p>', pinned: 0, published: 1 },
  'POST article/edit': { id: 1, version: 0, type: '1', title: '新人培训', cover: '', body: '<p>内容</p>', pinned: 1, published: 1 },
  'POST article/delete': { id: 1 },
  // Multipart: the bad-input cases for the upload are in article.test.ts.
  'POST article/upload': {},
};
