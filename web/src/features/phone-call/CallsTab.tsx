import { useState } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_CALL_STATE_LABELS, type PhoneCallItem } from '@brokerage/contract';
import { ListView, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { CALL_STATE_COLORS, talkTime } from './logic';
import { useCalls } from './queries';

const PAGE_SIZE = 20;

// The calls to the owners of a house the person may see (their own, or with phone:records those of their scope),
// newest first, each answered one with a player of its recording.
export function CallsTab({ houseId }: { houseId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [page, setPage] = useState(1);
  const calls = useCalls({ house_id: houseId, page, limit: PAGE_SIZE });
  const columns: ListColumn<PhoneCallItem>[] = [
    { key: 'time', title: t('phoneCall.col.time'), card: 'title', render: (_, c) => formatDate(c.started_at, 'YYYY-MM-DD HH:mm') },
    { key: 'owner', title: t('phoneCall.col.owner'), render: (_, c) => `${c.owner_name} ${c.callee}` },
    { key: 'agent', title: t('phoneCall.col.agent'), render: (_, c) => `${c.staff_name}${c.store_name ? `（${c.store_name}）` : ''}` },
    {
      key: 'state', title: t('phoneCall.col.state'),
      render: (_, c) => <Tag color={CALL_STATE_COLORS[c.state]} data-testid="call-row-state">{label(PHONE_CALL_STATE_LABELS[c.state])}</Tag>,
    },
    { key: 'duration', title: t('phoneCall.col.duration'), render: (_, c) => (c.state === 'answered' ? talkTime(c.duration) : '') },
    {
      key: 'recording', title: t('phoneCall.col.recording'),
      render: (_, c) => (c.recording_url
        ? <audio controls preload="none" src={c.recording_url} aria-label={`${t('phoneCall.recording')} ${formatDate(c.started_at, 'YYYY-MM-DD HH:mm')}`} data-testid="call-recording" style={{ maxWidth: 240 }} />
        : <Typography.Text type="secondary">{t('phoneCall.noRecording')}</Typography.Text>),
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="house-calls">
      <ListView testId="call-table" rowKey="id" size="small" columns={columns} source={calls} empty={t('phoneCall.empty')}
        rowProps={(c) => ({ 'data-id': c.id, 'data-state': c.state })} paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
    </Flex>
  );
}
