import { useState } from 'react';
import { Progress, Select, Tag, Tooltip, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATEGORIES, messageSent, type SentMessage } from '@brokerage/contract';
import { api } from '../../api/client';
import { CellLink, FilterBar, ListView, useListQuery, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { PUSH_KEY } from './PushComposer';
import { PushPreview } from './PushPreview';
import { audienceNames } from './pushHtml';
import { useMessageTitle } from './queries';

// The pushed messages within the caller's scope, newest first, with how many of their recipients have read them.
export function SentHistory() {
  const { t } = useTranslation();
  const title = useMessageTitle();
  const list = useListQuery(messageSent.input);
  const [shown, setShown] = useState<SentMessage | null>(null);
  const sent = useQuery({
    queryKey: [...PUSH_KEY, 'sent', list.query],
    queryFn: () => api(messageSent, list.query),
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<SentMessage>[] = [
    {
      key: 'title', title: t('message.push.columns.title'), card: 'title',
      render: (_, m) => <CellLink onOpen={() => setShown(m)} testId="sent-title">{title(m)}</CellLink>,
    },
    { key: 'category', title: t('message.push.columns.category'), render: (_, m) => <Tag>{t(`message.categories.${m.message_category}`)}</Tag> },
    {
      key: 'audience', title: t('message.push.columns.audience'), width: 240,
      render: (_, m) => {
        const names = audienceNames(m.audience);
        return names === null ? <Tag color="blue">{t('message.push.everyone')}</Tag> : (
          <Tooltip title={names}><Typography.Text ellipsis style={{ maxWidth: 240 }} data-testid="sent-audience">{names}</Typography.Text></Tooltip>
        );
      },
    },
    { key: 'sender', dataIndex: 'sender_name', title: t('message.push.columns.sender') },
    { key: 'date', title: t('message.push.columns.date'), render: (_, m) => formatDate(m.message_date) },
    { key: 'recipients', title: t('message.push.columns.recipients'), align: 'right', render: (_, m) => <span data-testid="sent-recipients">{m.recipients}</span> },
    {
      key: 'read', title: t('message.push.columns.read'), width: 180,
      render: (_, m) => (
        <span data-testid="sent-read" data-read={m.read}>
          <Progress size="small" percent={m.recipients ? Math.round((m.read / m.recipients) * 100) : 0}
            aria-label={t('message.push.readOf', { read: m.read, total: m.recipients })}
            format={() => t('message.push.readOf', { read: m.read, total: m.recipients })} />
        </span>
      ),
    },
  ];

  return (
    <>
      <FilterBar active={list.query.category === undefined ? 0 : 1} testId="sent-filters">
        <Select allowClear style={{ width: 180 }} placeholder={t('message.push.allCategories')} aria-label={t('message.push.allCategories')} value={list.query.category} data-testid="sent-category"
          onChange={(category) => list.filter({ category })}
          options={MESSAGE_CATEGORIES.map((c) => ({ value: c, label: t(`message.categories.${c}`) }))} />
      </FilterBar>
      <ListView testId="sent-table" rowKey="message_id" columns={columns} source={sent} onOpen={setShown}
        rowProps={(m) => ({ 'data-message-id': m.message_id })} totalText={(total) => t('message.push.total', { total })}
        paging={{ page: list.query.page, limit: list.query.limit, onChange: list.page }} />
      <PushPreview open={shown !== null} message={shown} onClose={() => setShown(null)} />
    </>
  );
}
