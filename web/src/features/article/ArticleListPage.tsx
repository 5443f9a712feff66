import { useState } from 'react';
import { maxLengthOf } from '../../components/form';
import { Button, Card, Flex, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Flag, articleDelete, articleList, type ArticleSummary } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { Permission, usePermission } from '../../app/permission';
import { FilterBar, ListView, useListQuery, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { ArticleForm } from './ArticleForm';
import { ArticleReader } from './ArticleReader';
import { ArticleTitle } from './ArticleTitle';
import { ARTICLE_KEY, useArticleTypes } from './queries';

// The list call's input as the URL carries it: its flags arrive as text.
const ListQuery = articleList.input.extend({
  manage: z.coerce.number().pipe(Flag).default(0),
  published: z.coerce.number().pipe(Flag).optional(),
});

// /article/articleList: every published article, newest and pinned first, by type and title; people with article:edit
// also see the drafts and write, edit, publish, pin and delete. A title opens the reader.
export function ArticleListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['article:edit']);
  const list = useListQuery(ListQuery, { base: { manage: canEdit ? 1 : 0 } });
  const types = useArticleTypes();
  const [reading, setReading] = useState<number | null>(null);
  const [form, setForm] = useState<{ id: number | null } | null>(null);
  const [keyword, setKeyword] = useState(list.query.keyword);

  const articles = useQuery({
    queryKey: [...ARTICLE_KEY, 'list', list.query],
    queryFn: () => api(articleList, list.query),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(articleDelete, { id }),
    onSuccess: () => showSuccess(t('common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ARTICLE_KEY }),
  });

  const columns: ListColumn<ArticleSummary>[] = [
    { key: 'title', title: t('article.fields.title'), card: 'title', render: (_, a) => <ArticleTitle article={a} onOpen={() => setReading(a.id)} /> },
    { key: 'type', dataIndex: 'type_name', title: t('article.fields.type') },
    ...(canEdit ? [{
      key: 'status', title: t('article.fields.status'),
      render: (_: unknown, a: ArticleSummary) => (
        <Tag color={a.published ? 'green' : 'default'} data-testid="article-status">{t(a.published ? 'article.status.published' : 'article.status.draft')}</Tag>
      ),
    }] : []),
    { key: 'author', dataIndex: 'author_name', title: t('article.fields.author') },
    { key: 'published_at', title: t('article.fields.publishedAt'), render: (_, a) => (a.published_at ? formatDate(a.published_at) : '—') },
    { key: 'reads', title: t('article.fields.reads'), align: 'right', render: (_, a) => <span data-testid="article-reads">{a.read_count}</span> },
    {
      key: 'actions', title: t('common.actions'), card: 'actions',
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setReading(a.id)} data-testid="article-read">{t('article.read')}</Button>
          {canEdit && <Button type="link" size="small" onClick={() => setForm({ id: a.id })} data-testid="article-edit">{t('common.edit')}</Button>}
          {canEdit && (
            <Popconfirm title={t('common.confirmDelete', { name: a.title })} onConfirm={() => remove.mutateAsync(a.id).catch(() => undefined)}
              okButtonProps={{ ...{ 'data-testid': 'article-delete-ok' } }}>
              <Button type="link" size="small" danger data-testid="article-delete">{t('common.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const active = [list.query.keyword, list.query.type, list.query.published].filter((v) => v !== undefined && v !== '').length;
  return (
    <Card title={t('article.title')} data-testid="article-page" extra={(
      <Permission codes={['article:edit']}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ id: null })} data-testid="article-add">{t('article.add')}</Button>
      </Permission>
    )}>
      <Flex vertical gap={16}>
        <FilterBar active={active} testId="article-filters">
          <Input.Search allowClear style={{ width: 240 }} placeholder={t('article.keyword')} maxLength={maxLengthOf(articleList.input, 'keyword')} value={keyword} data-testid="article-keyword"
            onChange={(event) => setKeyword(event.target.value)} onSearch={(text) => list.filter({ keyword: text.trim() })} />
          <Select allowClear style={{ width: 180 }} placeholder={t('article.allTypes')} aria-label={t('article.allTypes')} options={types.data ?? []} value={list.query.type}
            onChange={(type) => list.filter({ type })} data-testid="article-type-filter" />
          {canEdit && (
            <Select allowClear style={{ width: 180 }} placeholder={t('article.allStates')} aria-label={t('article.allStates')} value={list.query.published} data-testid="article-status-filter"
              onChange={(published) => list.filter({ published })}
              options={[{ value: 0, label: t('article.status.draft') }, { value: 1, label: t('article.status.published') }]} />
          )}
        </FilterBar>
        <ListView testId="article-table" rowKey="id" columns={columns} source={articles} empty={t('article.empty')}
          rowProps={(a) => ({ 'data-article-id': a.id })}
          totalText={(total) => t('article.total', { total })}
          paging={{ page: list.query.page, limit: list.query.limit, onChange: list.page }} />
      </Flex>
      <ArticleReader id={reading} onClose={() => setReading(null)} />
      {canEdit && <ArticleForm open={form !== null} id={form?.id ?? null} onClose={() => setForm(null)} />}
    </Card>
  );
}
