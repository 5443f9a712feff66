import { useState } from 'react';
import { Button, Card, Divider, Flex, Segmented, Tabs } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATEGORIES, messageList, type MessageCategory, type MessageItem } from '@brokerage/contract';
import { api } from '../../api/client';
import { ArticleFeed } from '../article/ArticleFeed';
import { MessageDetail } from './MessageDetail';
import { MessageRows } from './MessageList';
import { MESSAGE_KEY, PAGE_SIZE, nextPage, useMarkAllRead, useMarkRead } from './queries';

type CategoryTab = 'all' | `${MessageCategory}` | 'articles';
type ReadFilter = 'all' | 'unread' | 'read';

const READ_VALUE: Record<ReadFilter, 0 | 1 | undefined> = { all: undefined, unread: 0, read: 1 };

// /news/center: the message centre, 10 per page with "load more", by category and read state; the
// no-more state shows once page*10 reaches the total (spec §2). Its last tab is the published articles' reader.
export function MessageCenterPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<CategoryTab>('all');
  const [read, setRead] = useState<ReadFilter>('all');
  const [shown, setShown] = useState<MessageItem | null>(null);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const articles = category === 'articles';
  const filters = {
    ...(category === 'all' || articles ? {} : { category: Number(category) as MessageCategory }),
    ...(READ_VALUE[read] === undefined ? {} : { read: READ_VALUE[read] }),
  };
  const query = useInfiniteQuery({
    queryKey: [...MESSAGE_KEY, 'center', filters],
    queryFn: ({ pageParam }) => api(messageList, { page: pageParam, limit: PAGE_SIZE, ...filters }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: !articles,
  });
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages.at(-1)?.page.total ?? 0;

  const toggle = (item: MessageItem) => (
    <Button
      size="small"
      type="link"
      data-testid="center-toggle-read"
      onClick={(event) => {
        event.stopPropagation();
        markRead.mutate({ ids: [item.message_id], read: item.is_read ? 0 : 1 });
      }}
    >
      {item.is_read ? t('message.markUnread') : t('message.markRead')}
    </Button>
  );

  return (
    <Card
      title={t('message.center')}
      extra={
        <Button data-testid="center-mark-all" loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('message.markAllRead')}
        </Button>
      }
    >
      <Tabs
        activeKey={category}
        onChange={(key) => setCategory(key as CategoryTab)}
        items={[
          { key: 'all', label: t('message.categories.all') },
          ...MESSAGE_CATEGORIES.map((c) => ({ key: `${c}`, label: t(`message.categories.${c}`) })),
          { key: 'articles', label: <span data-testid="center-articles-tab">{t('article.centre.tab')}</span> },
        ]}
      />
      {articles ? <ArticleFeed /> : (
        <>
          <Segmented<ReadFilter>
            data-testid="center-read-filter"
            value={read}
            onChange={setRead}
            options={(['all', 'unread', 'read'] as const).map((value) => ({ value, label: t(`message.readFilter.${value}`) }))}
          />
          <MessageRows items={items} onOpen={setShown} extra={toggle} testId="center-item" />
          <Flex justify="center" data-testid="center-total" data-total={total}>
            {query.hasNextPage ? (
              <Button data-testid="center-load-more" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('message.loadMore')}
              </Button>
            ) : (
              query.isSuccess && items.length > 0 && <Divider plain data-testid="center-no-more">{t('message.noMore')}</Divider>
            )}
          </Flex>
        </>
      )}
      <MessageDetail item={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
