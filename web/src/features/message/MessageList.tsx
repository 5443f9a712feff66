import type { ReactNode } from 'react';
import { Badge, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@brokerage/contract';
import { formatRecent } from '../../lib/format';
import { useMessageTitle, useTimeLabels } from './queries';

// Rows of messages as the drawer, the centre and the dashboard show them; `extra` adds per-row actions.
// Drawn like antd's List with its tokens: antd's List brings pagination and its page-size select, which
// the dashboard would otherwise download for these rows alone (docs/performance.md, "Front end").
export function MessageRows({
  items, onOpen, extra, testId = 'message-item',
}: {
  items: MessageItem[];
  onOpen: (item: MessageItem) => void;
  extra?: (item: MessageItem) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = useMessageTitle();
  const { recent } = useTimeLabels();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('message.empty')} />;
  return (
    <div role="list">
      {items.map((item, index) => (
        <Flex
          key={item.message_id}
          role="listitem"
          align="center"
          gap={token.marginXL}
          data-testid={testId}
          data-id={item.message_id}
          data-read={item.is_read}
          style={{
            cursor: 'pointer',
            padding: `${token.paddingSM}px 0`,
            borderBottom: index < items.length - 1 ? `${token.lineWidth}px solid ${token.colorSplit}` : undefined,
          }}
          onClick={() => onOpen(item)}
        >
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={8} align="center" style={{ minWidth: 0 }}>
              <Badge status={item.is_read ? 'default' : 'processing'} />
              <Typography.Text strong={item.is_read === 0} ellipsis data-testid="message-item-title">
                {title(item)}
              </Typography.Text>
            </Flex>
            <Flex gap={8} align="center" wrap style={{ color: token.colorTextDescription }}>
              <Tag>{t(`message.categories.${item.message_category}`)}</Tag>
              <span>{formatRecent(item.message_date, { label: recent })}</span>
            </Flex>
          </Flex>
          {extra && <div>{extra(item)}</div>}
        </Flex>
      ))}
    </div>
  );
}
