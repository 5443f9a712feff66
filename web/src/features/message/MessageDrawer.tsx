import { useEffect, useRef, useState } from 'react';
import { Button, Divider, Drawer, Flex, Spin } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageList, type MessageItem } from '@brokerage/contract';
import { api } from '../../api/client';
import { MessageDetail } from './MessageDetail';
import { MessageRows } from './MessageList';
import { DRAWER_KEY, PAGE_SIZE, nextPage, useMarkAllRead } from './queries';

// The right-hand message drawer (spec §2): infinite scroll over all messages, 10 at a time. The owner
// removes DRAWER_KEY before opening it, so each opening starts again from the first page.
export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<MessageItem | null>(null);
  const markAll = useMarkAllRead();
  const sentinel = useRef<HTMLDivElement>(null);

  const query = useInfiniteQuery({
    queryKey: DRAWER_KEY,
    queryFn: ({ pageParam }) => api(messageList, { page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: open,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // The next page loads when the end of the list scrolls into view (also when the first page is too
  // short to scroll).
  useEffect(() => {
    const target = sentinel.current;
    if (!open || !target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage, query.data]);

  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={400}
      title={t('message.title')}
      extra={
        <Button size="small" data-testid="drawer-mark-all" loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('message.markAllRead')}
        </Button>
      }
      data-testid="message-drawer"
      classNames={{ root: 'message-drawer' }}
    >
      <MessageRows items={items} onOpen={setShown} testId="drawer-item" />
      <div ref={sentinel} style={{ height: 1 }} />
      <Flex justify="center" style={{ padding: 8 }}>
        {query.isFetching ? (
          <Spin size="small" />
        ) : (
          !hasNextPage && items.length > 0 && <Divider plain data-testid="drawer-no-more">{t('message.noMore')}</Divider>
        )}
      </Flex>
      <MessageDetail item={shown} onClose={() => setShown(null)} />
    </Drawer>
  );
}
