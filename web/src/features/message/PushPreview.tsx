import { Checkbox, Flex, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@brokerage/contract';
import { formatDate } from '../../lib/format';
import { MessageHtml } from './MessageHtml';
import { useMessageTitle } from './queries';

type Shown = Omit<MessageItem, 'message_id' | 'is_read'>;

// A pushed message as its readers see it: the title (an untitled announcement's stand-in), the type, the date,
// the body, and the must-read tick of an announcement.
export function PushPreview({ open, message, onClose }: { open: boolean; message: Shown | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = useMessageTitle();
  return (
    <Modal open={open && message !== null} onCancel={onClose} footer={null} width={700} destroyOnHidden
      title={<span data-testid="push-preview-title">{message ? title(message) : ''}</span>}>
      {message && (
        <Flex vertical gap={12} data-testid="push-preview-dialog">
          <Flex gap={8} align="center">
            <Tag>{t(`message.categories.${message.message_category}`)}</Tag>
            <Typography.Text type="secondary">{formatDate(message.message_date)}</Typography.Text>
          </Flex>
          <MessageHtml html={message.message_info} testId="push-preview-body" />
          {message.message_needread === 1 && <Checkbox disabled>{t('message.announcement.mustRead')}</Checkbox>}
        </Flex>
      )}
    </Modal>
  );
}
