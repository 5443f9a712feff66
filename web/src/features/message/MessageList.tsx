import { Badge, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@brokerage/contract';
import { formatRecent } from '../../lib/format';
import { useMessageTitle, useTimeLabels } from './queries';

// Rows of messages as the drawer, the centre and the dashboard show them; `extra` adds per-row actions.
export function MessageRows({
  items, onOpen, extra, testId = 'message-item',
}: {
  items: MessageItem[];
  onOpen: (item: MessageItem) => void;
  extra?: (item: MessageItem) => React.ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const title = useMessageTitle();
  const { recent } = useTimeLabels();
  return (
    <List
      dataSource={items}
      rowKey="message_id"
      locale={{ emptyText: t('message.empty') }}
      renderItem={(item) => (
        <List.Item
          data-testid={testId}
          data-read={item.is_read}
          actions={extra ? [extra(item)] : undefined}
          style={{ cursor: 'pointer' }}
          onClick={() => onOpen(item)}
        >
          <List.Item.Meta
            title={
              <Flex gap={8} align="center">
                <Badge status={item.is_read ? 'default' : 'processing'} />
                <Typography.Text strong={item.is_read === 0} ellipsis data-testid="message-item-title">
                  {title(item)}
                </Typography.Text>
              </Flex>
            }
            description={
              <Flex gap={8} align="center" wrap>
                <Tag>{t(`message.categories.${item.message_category}`)}</Tag>
                <span>{formatRecent(item.message_date, { label: recent })}</span>
              </Flex>
            }
          />
        </List.Item>
      )}
    />
  );
}
