import { useState } from 'react';
import { Button, Empty, Flex, Input, Modal, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FOLLOWUP_KIND_LABELS, WRITTEN_FOLLOWUP_KINDS, type FollowupItem, type FollowupKind, type HouseDetail } from '@brokerage/contract';
import { Permission, usePermission } from '../../../app/permission';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { useHouseFollowups } from '../../house/queries';
import { FollowupAdd } from './FollowupAdd';
import { useFollowupLines } from './followupLines';
import { useFollowupActions } from './useFollowupActions';

const KIND_COLORS: Record<FollowupKind, string> = {
  manual: 'blue', entry: 'green', status: 'orange', price: 'red', grade: 'purple', pool: 'cyan', door: 'gray', key: 'gold', role: 'geekblue', picture: 'lime',
  call: 'blue', visit: 'blue', look: 'magenta', empty_look: 'volcano', accompany_look: 'purple',
};

// The house's whole history, pinned first: written follow-ups and the typed records of every change.
export function FollowupTimeline({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const lines = useFollowupLines(house.kind);
  const followups = useHouseFollowups(house.id);
  const canManage = usePermission(['followup:manage']);
  const [invalidating, setInvalidating] = useState<FollowupItem | null>(null);
  const [reason, setReason] = useState('');
  const { pin, mark } = useFollowupActions(t('followup.timeline.done'), () => {
    setInvalidating(null);
    setReason('');
  });

  const items = (followups.data?.list ?? []).map((f) => ({
    key: f.id,
    color: KIND_COLORS[f.kind],
    content: (
      <Flex vertical gap={2} data-testid="followup-item" data-kind={f.kind} data-pinned={f.pinned} data-invalid={f.invalid}>
        <Space size={6} wrap>
          <Tag color={KIND_COLORS[f.kind]}>{label(FOLLOWUP_KIND_LABELS[f.kind])}</Tag>
          {f.pinned === 1 && <Tag icon={<PushpinFilled />} color="red">{t('followup.timeline.pinned')}</Tag>}
          {f.invalid === 1 && <Tag color="default">{t('followup.timeline.invalid')}</Tag>}
          <Typography.Text strong>{f.staff_id === null ? t(f.change?.auto ? 'followup.timeline.auto' : 'followup.timeline.system') : f.staff_name}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(f.created_at, 'YYYY-MM-DD HH:mm')}</Typography.Text>
          {canManage && (
            <>
              <Button size="small" type="link" icon={<PushpinOutlined />} onClick={() => pin.mutate(f)} data-testid="followup-pin">
                {f.pinned ? t('followup.timeline.unpin') : t('followup.timeline.pin')}
              </Button>
              {WRITTEN_FOLLOWUP_KINDS.includes(f.kind) && (f.invalid ? (
                <Button size="small" type="link" onClick={() => mark.mutate({ id: f.id, invalid: 0, reason: '' })}>{t('followup.timeline.markValid')}</Button>
              ) : (
                <Button size="small" type="link" danger onClick={() => setInvalidating(f)} data-testid="followup-invalid">{t('followup.timeline.markInvalid')}</Button>
              ))}
            </>
          )}
        </Space>
        {lines(f).map((line, i) => (
          <Typography.Text key={i} delete={f.invalid === 1} type={f.invalid === 1 ? 'secondary' : undefined} style={{ whiteSpace: 'pre-wrap' }} data-testid="followup-line">
            {line}
          </Typography.Text>
        ))}
        {f.invalid === 1 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('followup.timeline.invalidBy', { name: f.invalid_by_name, date: formatDate(f.invalid_at, 'YYYY-MM-DD HH:mm'), reason: f.invalid_reason })}
          </Typography.Text>
        )}
      </Flex>
    ),
  }));

  return (
    <Flex vertical gap={16}>
      <Permission codes={['followup:add']}>
        <FollowupAdd houseId={house.id} />
      </Permission>
      <Spin spinning={followups.isFetching}>
        {items.length === 0 ? <Empty description={t('followup.timeline.empty')} /> : <Timeline items={items} data-testid="followup-timeline" />}
      </Spin>
      <Modal
        open={invalidating !== null}
        title={t('followup.timeline.markInvalid')}
        onCancel={() => setInvalidating(null)}
        okButtonProps={{ disabled: reason.trim() === '', 'data-testid': 'followup-invalid-ok' }}
        confirmLoading={mark.isPending}
        onOk={() => invalidating && mark.mutate({ id: invalidating.id, invalid: 1, reason: reason.trim() })}
      >
        <Input.TextArea rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('followup.timeline.invalidReason')} />
      </Modal>
    </Flex>
  );
}
