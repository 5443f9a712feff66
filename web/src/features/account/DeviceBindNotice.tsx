import { Button, Result, Space } from 'antd';
import { signOut } from './signOut';
import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bindSave, bindStatus, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { showInfo, showSuccess } from '../../api/bridge';
import { setIsBind } from '../../lib/storage';

type StatusData = DataOf<typeof bindStatus>;

// Spec §4: after the request, bind/status is asked every few seconds until an administrator approves.
const POLL_MS = 3000;

// Shown instead of the home page while this device awaits approval (only the bind calls work then).
export function DeviceBindNotice({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation();

  const describe = (status: StatusData): string => {
    switch (status.status) {
      case 'none':
        return t('bind.none');
      case 'rejected':
        return t('bind.rejected', { reason: status.reason || '—' });
      case 'released':
        return t('bind.released');
      default:
        return t('bind.pending');
    }
  };

  // Background calls: the polling neither raises the loading overlay nor repeats messages.
  const poll = useQuery({
    queryKey: ['bind', 'status'],
    queryFn: () => api(bindStatus, {}, { background: true }),
    refetchInterval: (query) => (query.state.data?.is_bind === '1' ? false : POLL_MS),
    gcTime: 0,
  });
  useEffect(() => {
    if (poll.data?.is_bind !== '1') return;
    setIsBind('1');
    onBound();
  }, [poll.data, onBound]);

  const check = useMutation({
    mutationFn: () => api(bindStatus),
    onSuccess: (status) => {
      if (status.is_bind === '1') {
        setIsBind('1');
        onBound();
      } else {
        showInfo(describe(status), 5);
      }
    },
  });

  const request = useMutation({
    mutationFn: () => api(bindSave, {}),
    onSuccess: (result) => {
      // An already approved device binds this session at once: confirm it through the status call.
      if (result.status === 'approved') check.mutate();
      else showSuccess(t('bind.requested'), 5);
    },
  });

  const busy = request.isPending || check.isPending;
  return (
    <Result
      status="warning"
      title={t('bind.title')}
      subTitle={t('bind.description')}
      extra={
        <Space wrap>
          <Button type="primary" data-testid="bind-request" loading={request.isPending} disabled={busy} onClick={() => request.mutate()}>
            {t('bind.request')}
          </Button>
          <Button data-testid="bind-status" loading={check.isPending} disabled={busy} onClick={() => check.mutate()}>
            {t('bind.check')}
          </Button>
          {/* Logout works on an unapproved device; it is the way to sign in as someone else. */}
          <Button data-testid="bind-logout" onClick={() => void signOut()}>
            {t('bind.logout')}
          </Button>
        </Space>
      }
    />
  );
}
