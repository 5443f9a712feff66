import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LIVE_EVENTS, LiveReady, MessageItem, SESSION_CODES, messageLive, type DataOf, type messageAlert,
} from '@brokerage/contract';
import { requestHeaders } from '../../api/client';
import { ANNOUNCEMENTS_KEY } from './announcements';
import { MESSAGE_KEY } from './queries';
import { parseEvents, reconnectDelay, type StreamEvent } from './liveStream';

type Alert = DataOf<typeof messageAlert>;

// New messages without reloading: one stream (GET message/live, read with fetch so the token stays in a header) for
// the signed-in page. Each message refreshes the bell, the drawer and the centre; a new announcement joins the
// announcement dialog's queue, which opens it. A dropped stream reconnects after a growing wait, naming the last
// message it saw so the server sends what came meanwhile; session failures are left to the regular calls.
export function LiveMessages() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopped = false;
    let lastId: number | undefined;
    let attempt = 0;
    let abort: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const refresh = () => void queryClient.invalidateQueries({ queryKey: MESSAGE_KEY });

    const queueAnnouncement = (item: MessageItem) => {
      const { message_id, message_title, message_info, message_needread, message_date } = item;
      queryClient.setQueryData<Alert>(ANNOUNCEMENTS_KEY, (old) => {
        const queue = old?.announcements ?? [];
        if (queue.some((a) => a.message_id === message_id)) return old;
        return { unread: old?.unread ?? 0, announcements: [...queue, { message_id, message_title, message_info, message_needread, message_date }] };
      });
    };

    const handle = (event: StreamEvent) => {
      if (event.event === LIVE_EVENTS.ready) {
        attempt = 0;
        const ready = LiveReady.safeParse(JSON.parse(event.data));
        if (ready.success) lastId = Math.max(lastId ?? 0, ready.data.last_id);
        refresh();
      } else if (event.event === LIVE_EVENTS.message) {
        const item = MessageItem.safeParse(JSON.parse(event.data));
        if (!item.success) return;
        lastId = Math.max(lastId ?? 0, item.data.message_id);
        if (item.data.message_category === 3 && item.data.is_read === 0) queueAnnouncement(item.data);
        refresh();
      }
    };

    const connect = async () => {
      abort = new AbortController();
      try {
        const query = lastId === undefined ? '' : `?after=${lastId}`;
        const response = await fetch(`api/v1/${messageLive.path}${query}`, { headers: requestHeaders(), signal: abort.signal });
        if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
          const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
          if (body && SESSION_CODES.includes(String(body.code))) return;
          throw new Error(`live stream refused (${response.status})`);
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          parsed.events.forEach(handle);
        }
      } catch {
        // Dropped or refused: tried again below.
      }
      if (stopped) return;
      timer = setTimeout(() => void connect(), reconnectDelay(attempt++));
    };

    void connect();
    return () => {
      stopped = true;
      abort?.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);

  return null;
}
