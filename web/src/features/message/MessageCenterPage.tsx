import { useState } from 'react';
import { Button, Card, Divider, Flex, Segmented, Tabs } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATEGORIES, messageList, type MessageCategory, type MessageItem } from '@brokerage/contract';
import { api } from '../../api/client';
import { useListQuery } from '../../components/list';
import { ArticleFeed } from '../article/ArticleFeed';
import { MessageDetail } from './MessageDetail';
import { MessageRows } from './MessageList';
import { MESSAGE_KEY, PAGE_SIZE, nextPage, useMarkAllRead, useMarkRead } from './queries';

type CategoryTab = 'all' | `${MessageCategory}` | 'articles';
type ReadFilter = 'all' | 'unread' | 'read';

const READ_VALUE: Record<ReadFilter, 0 | 1 | undefined> = { all: undefined, unread: 0, read: 1 };

// /news/center: the message centre, 10 per page with "load more", by category and read state; the
// no-more state shows once page*10 reaches the total (spec §2). The category and read state are in the URL query
// like every list's filters; the rows are the feed the drawer and the dashboard share, loaded a page more at a time.
// Its last tab is the published articles' reader (`tab=articles` in the URL).
export function MessageCenterPage() {
  const { t } = useTranslation();
  const list = useListQuery(messageList.input, { extras: ['tab'] });
  const { category: chosen, read: readValue } = list.query;
  const articles = list.extras.tab === 'articles';
  const category: CategoryTab = articles ? 'articles' : chosen === undefined ? 'all' : `${chosen}`;
  const read: ReadFilter = readValue === undefined ? 'all' : readValue === 0 ? 'unread' : 'read';
  const [shown, setShown] = useState<MessageItem | null>(null);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const filters = {
    ...(chosen === undefined ? {} : { category: chosen }),
    ...(readValue === undefined ? {} : { read: readValue }),
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
        onChange={(key) => (key === 'articles'
          ? list.filter({ category: undefined }, { tab: 'articles' })
          : list.filter({ category: key === 'all' ? undefined : Number(key) as MessageCategory }, { tab: undefined }))}
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
            onChange={(value) => list.filter({ read: READ_VALUE[value] })}
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
