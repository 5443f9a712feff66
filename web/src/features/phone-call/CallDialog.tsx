import { Alert, Button, Descriptions, Modal, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_CALL_STATE_LABELS } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { CALL_STATE_COLORS, talkTime } from './logic';
import { useCall } from './queries';

// A call just placed: the number rung first (the caller's own), the owner's phone masked and the call's state, asked
// about until the call has ended; with the sandbox provider, the link to its phones page to answer it.
export function CallDialog({ callId, onClose }: { callId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const call = useCall(callId);
  const data = call.data;
  return (
    <Modal open title={t('phoneCall.dialog')} onCancel={onClose} destroyOnHidden
      footer={<Button onClick={onClose} data-testid="call-dialog-close">{t('phoneCall.close')}</Button>}>
      {!data ? <Skeleton active /> : (
        <div data-testid="call-dialog" data-id={data.id} data-state={data.state}>
          {data.state === 'calling' && <Alert type="info" showIcon message={t('phoneCall.ringing', { number: data.caller_number })} style={{ marginBottom: 12 }} />}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('phoneCall.yourPhone')}><span data-testid="call-caller">{data.caller_number}</span></Descriptions.Item>
            <Descriptions.Item label={t('phoneCall.ownerPhone')}><span data-testid="call-callee">{data.owner_name} {data.callee}</span></Descriptions.Item>
            <Descriptions.Item label={t('phoneCall.state')}>
              <Tag color={CALL_STATE_COLORS[data.state]} data-testid="call-state">{label(PHONE_CALL_STATE_LABELS[data.state])}</Tag>
            </Descriptions.Item>
            {data.state === 'answered' && <Descriptions.Item label={t('phoneCall.duration')}>{talkTime(data.duration)}</Descriptions.Item>}
          </Descriptions>
          {data.sandbox_url && (
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
              <Typography.Link href={data.sandbox_url} target="_blank" rel="noopener noreferrer" data-testid="call-sandbox-link">{t('phoneCall.sandbox')}</Typography.Link>
            </Typography.Paragraph>
          )}
        </div>
      )}
    </Modal>
  );
}
