import { useState } from 'react';
import { Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageRead } from '@brokerage/contract';
import { api } from '../../api/client';
import { formatDate } from '../../lib/format';
import { MESSAGE_KEY, useMessageTitle } from './queries';
import { MessageHtml } from './MessageHtml';
import { useAnnouncements } from './announcements';

// Spec §4 "Announcements": shown one by one after sign-in; confirming marks one read, then advances.
// Closing the dialog acts as confirm, taken literally: it marks the announcement read and advances even
// when a must-read one was not ticked (the tick only gates the confirm button). A failed read is ignored.
export function AnnouncementModal() {
  const { t } = useTranslation();
  const title = useMessageTitle();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);

  const { data } = useAnnouncements();
  const list = data?.announcements ?? [];
  const current = list[index];

  const advance = async () => {
    if (!current || busy) return;
    setBusy(true);
    // The client has already shown what failed; the sequence goes on regardless (spec §8).
    await api(messageRead, { message_id: [current.message_id], read: 1 }, { silent: true }).catch(() => undefined);
    setBusy(false);
    setTicked(false);
    setIndex((i) => i + 1);
    if (index + 1 >= list.length) void queryClient.invalidateQueries({ queryKey: MESSAGE_KEY });
  };

  const mustRead = current?.message_needread === 1;
  return (
    <Modal
      open={current !== undefined}
      width={700}
      // Above the target dialog, which may be open at the same time and cannot be closed.
      zIndex={1010}
      title={
        <Flex justify="space-between" style={{ paddingRight: 32 }}>
          <span data-testid="announcement-title">{current ? title(current) : ''}</span>
          <Typography.Text type="secondary" data-testid="announcement-counter">
            {t('message.announcement.counter', { current: index + 1, total: list.length })}
          </Typography.Text>
        </Flex>
      }
      onCancel={() => void advance()}
      mask={{ closable: false }}
      footer={
        <Flex justify="space-between" align="center">
          <span>
            {mustRead && (
              <Checkbox checked={ticked} onChange={(e) => setTicked(e.target.checked)} data-testid="announcement-tick">
                {t('message.announcement.mustRead')}
              </Checkbox>
            )}
          </span>
          <Button
            type="primary"
            data-testid="announcement-confirm"
            disabled={mustRead && !ticked}
            loading={busy}
            onClick={() => void advance()}
          >
            {t('message.announcement.confirm')}
          </Button>
        </Flex>
      }
    >
      {current && (
        <Flex vertical gap={12} data-testid="announcement-dialog" key={current.message_id}>
          <Typography.Text type="secondary">{formatDate(current.message_date)}</Typography.Text>
          <MessageHtml html={current.message_info} testId="announcement-body" />
        </Flex>
      )}
    </Modal>
  );
}
