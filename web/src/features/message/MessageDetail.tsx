import { useEffect } from 'react';
import { Flex, Modal, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageInfo, type MessageItem } from '@brokerage/contract';
import { api } from '../../api/client';
import { formatDate } from '../../lib/format';
import { MESSAGE_KEY, useMarkRead, useMessageTitle } from './queries';
import { MessageHtml } from './MessageHtml';

// One message in a dialog; opening an unread one marks it read.
export function MessageDetail({ item, onClose }: { item: MessageItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = useMessageTitle();
  const markRead = useMarkRead();
  const id = item?.message_id;
  const unread = item?.is_read === 0;

  const info = useQuery({
    queryKey: [...MESSAGE_KEY, 'info', id],
    queryFn: () => api(messageInfo, { message_id: id ?? 0 }),
    enabled: id !== undefined,
    // The list already carries the message: show it at once, the call only brings it up to date.
    placeholderData: item ?? undefined,
  });

  const { mutate } = markRead;
  useEffect(() => {
    if (id !== undefined && unread) mutate({ ids: [id] });
  }, [id, unread, mutate]);

  const shown = info.data ?? item;
  return (
    <Modal
      open={item !== null}
      onCancel={onClose}
      footer={null}
      width={700}
      title={shown ? title(shown) : ''}
      destroyOnHidden
    >
      {shown && (
        <Flex vertical gap={12} data-testid="message-detail">
          <Flex gap={8} align="center">
            <Tag>{t(`message.categories.${shown.message_category}`)}</Tag>
            <Typography.Text type="secondary">{formatDate(shown.message_date)}</Typography.Text>
          </Flex>
          <MessageHtml html={shown.message_info} testId="message-detail-body" />
        </Flex>
      )}
    </Modal>
  );
}
