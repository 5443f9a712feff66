import { useState } from 'react';
import { Button, Empty, Flex, Input, Spin, Tag, Timeline, Typography } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { followupNewhouse } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { Permission } from '../../../app/permission';
import { maxLengthOf } from '../../../components/form';
import { useFollowupAdd, useProjectFollowups } from '../queries';
import { useNewhouseFormat } from '../useFormat';

const MAX = maxLengthOf(followupNewhouse.input, 'content');

// Writes a follow-up on the project; the server refuses one shorter than the company's minimum with its words.
function FollowupWrite({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = useFollowupAdd();
  const send = () => add.mutate({ newhouse_id: projectId, content: text.trim() }, {
    onSuccess: () => {
      showSuccess(t('newhouse.followup.added'));
      setText('');
    },
  });
  return (
    <Flex vertical gap={6} data-testid="newhouse-followup-add">
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={MAX} placeholder={t('newhouse.followup.placeholder')}
        aria-label={t('newhouse.followup.placeholder')} data-testid="newhouse-followup-input" />
      <Flex justify="flex-end">
        <Button type="primary" disabled={text.trim() === ''} loading={add.isPending} onClick={send} data-testid="newhouse-followup-submit">
          {t('newhouse.followup.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}

// The project's follow-ups, pinned first (GET followup?newhouse_id), and the box to write one.
export function FollowupsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const fmt = useNewhouseFormat();
  const followups = useProjectFollowups(projectId);
  const items = (followups.data?.list ?? []).map((f) => ({
    key: f.id,
    content: (
      <Flex vertical gap={2} data-testid="newhouse-followup-item" data-pinned={f.pinned}>
        <Flex gap={6} wrap align="center">
          {f.pinned === 1 && <Tag icon={<PushpinFilled />} color="red">{t('newhouse.followup.pinned')}</Tag>}
          <Typography.Text strong>{f.staff_name}</Typography.Text>
          <Typography.Text type="secondary">{fmt.dateTime(f.created_at)}</Typography.Text>
        </Flex>
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }} data-testid="newhouse-followup-content">{f.content}</Typography.Text>
      </Flex>
    ),
  }));
  return (
    <Flex vertical gap={16}>
      <Permission codes={['followup:add']}>
        <FollowupWrite projectId={projectId} />
      </Permission>
      <Spin spinning={followups.isFetching}>
        {items.length === 0 ? <Empty description={t('newhouse.followup.empty')} /> : <Timeline items={items} data-testid="newhouse-followup-timeline" />}
      </Spin>
    </Flex>
  );
}
