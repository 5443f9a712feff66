import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ARTICLE_PAGE_SIZE, articleList, type ArticleSummary } from '@brokerage/contract';
import { api } from '../../api/client';
import { ListView, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { ArticleTitle } from './ArticleTitle';
import { ArticleReader } from './ArticleReader';
import { ARTICLE_KEY } from './queries';

// The published articles in the message centre, pinned first, each opening in the reader.
export function ArticleFeed() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: ARTICLE_PAGE_SIZE });
  const [reading, setReading] = useState<number | null>(null);
  const input = { ...paging, manage: 0 as const };
  const articles = useQuery({
    queryKey: [...ARTICLE_KEY, 'list', input],
    queryFn: () => api(articleList, input),
    placeholderData: keepPreviousData,
  });
  const columns: ListColumn<ArticleSummary>[] = [
    { key: 'title', title: t('article.fields.title'), card: 'title', render: (_, a) => <ArticleTitle article={a} onOpen={() => setReading(a.id)} /> },
    { key: 'type', dataIndex: 'type_name', title: t('article.fields.type') },
    { key: 'author', dataIndex: 'author_name', title: t('article.fields.author') },
    { key: 'published_at', title: t('article.fields.publishedAt'), render: (_, a) => formatDate(a.published_at ?? a.updated_at) },
    { key: 'reads', title: t('article.fields.reads'), align: 'right', dataIndex: 'read_count' },
  ];
  return (
    <>
      <ListView testId="center-articles" rowKey="id" columns={columns} source={articles} empty={t('article.empty')} onOpen={(a) => setReading(a.id)}
        rowProps={(a) => ({ 'data-article-id': a.id })} totalText={(total) => t('article.total', { total })}
        paging={{ ...paging, onChange: (page, limit) => setPaging({ page, limit }) }} />
      <ArticleReader id={reading} onClose={() => setReading(null)} />
    </>
  );
}
