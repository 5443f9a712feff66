import { lazy, useState } from 'react';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageAlert } from '@brokerage/contract';
import { api } from '../../api/client';
import { ALERT_KEY, DRAWER_KEY } from './queries';
import { Later } from '../../components/Later';

// Loaded when first opened.
const MessageDrawer = lazy(() => import('./MessageDrawer').then((m) => ({ default: m.MessageDrawer })));

const POLL_MS = 60_000;

// The navbar bell: the unread count, polled every minute in the background (the loading overlay
// ignores it), and the message drawer.
export function MessageBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  const alert = useQuery({
    queryKey: ALERT_KEY,
    queryFn: () => api(messageAlert, {}, { background: true }),
    refetchInterval: POLL_MS,
  });
  const unread = alert.data?.unread ?? 0;

  const show = () => {
    // Spec §2: every opening starts the list again from the first page.
    void queryClient.resetQueries({ queryKey: DRAWER_KEY, exact: true });
    setOpen(true);
  };

  return (
    <>
      <Badge count={unread} size="small" offset={[-4, 4]} data-testid="message-bell-count">
        <Button
          type="text"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={t('message.bell', { count: unread })}
          data-testid="message-bell"
          onClick={show}
        />
      </Badge>
      <Later when={open}>
        <MessageDrawer open={open} onClose={() => setOpen(false)} />
      </Later>
    </>
  );
}
