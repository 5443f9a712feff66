import { useQuery } from '@tanstack/react-query';
import { articleGetType, articleInfo, articleUpload } from '@brokerage/contract';
import { api, apiUpload } from '../../api/client';

// Everything cached about articles: a save, a deletion or a first reading refreshes every list and reader.
export const ARTICLE_KEY = ['article'] as const;

export function useArticleTypes() {
  return useQuery({
    queryKey: [...ARTICLE_KEY, 'types'],
    queryFn: () => api(articleGetType),
    select: (types) => Object.entries(types).map(([value, label]) => ({ value, label })),
    staleTime: Infinity,
  });
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: [...ARTICLE_KEY, 'info', id],
    queryFn: () => api(articleInfo, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

// Uploads a picture for an article (its cover or one in its body); answers its URL.
export async function uploadArticlePicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const picture = await apiUpload(articleUpload, form);
  return picture.url;
}
