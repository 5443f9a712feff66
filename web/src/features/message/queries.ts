import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PAGE_SIZE, messageList, messageRead, type MessageItem, type Paged } from '@brokerage/contract';
import { api } from '../../api/client';
import { agoLabelOf, type AgoLabel, type RecentLabel } from '../../lib/format';

// Everything cached about messages lives under this key, so one invalidation refreshes the bell, the
// drawer, the centre and the dashboard.
export const MESSAGE_KEY = ['message'] as const;
// The bell's drawer list (MessageDrawer), reset by the bell before each opening.
export const DRAWER_KEY = [...MESSAGE_KEY, 'drawer'] as const;
export const ALERT_KEY = [...MESSAGE_KEY, 'alert'] as const;

// Next page of a paged list, or undefined when page*limit has reached the total (the no-more state).
export function nextPage({ page }: Paged<MessageItem>): number | undefined {
  return page.page * page.limit >= page.total ? undefined : page.page + 1;
}

// Marks messages read (1) or unread (0) and refreshes every message view.
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, read = 1 }: { ids: number[]; read?: 0 | 1 }) => api(messageRead, { message_id: ids, read }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGE_KEY }),
  });
}

const READ_BATCH = 500;

// "Mark all read": the ids of every unread message first (the set shrinks as they are marked), then in
// batches the read call accepts.
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const result = await api(messageList, { page, limit: 100, read: 0 });
        ids.push(...result.list.map((item) => item.message_id));
        if (result.list.length === 0 || page * result.page.limit >= result.page.total) break;
      }
      for (let start = 0; start < ids.length; start += READ_BATCH) {
        await api(messageRead, { message_id: ids.slice(start, start + READ_BATCH), read: 1 });
      }
      return ids.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGE_KEY }),
  });
}

export const PAGE_SIZE = MESSAGE_PAGE_SIZE;

// A title for display: an announcement without one reads '公告消息' (spec §3), in the UI's language.
export function useMessageTitle() {
  const { t } = useTranslation();
  return (item: Pick<MessageItem, 'message_title'> & { message_category?: number }): string =>
    item.message_title || (item.message_category === undefined || item.message_category === 3 ? t('message.untitledAnnouncement') : '');
}

// The §9 time helpers' wording in the UI's language.
export function useTimeLabels(): { ago: AgoLabel; recent: RecentLabel } {
  const { t } = useTranslation();
  return {
    ago: agoLabelOf((key, options) => (options ? t(key, options) : t(key))),
    recent: (unit, count) => t(`message.recent.${unit}`, { count }),
  };
}
