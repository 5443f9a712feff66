import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permission';
import { useUserInfo } from '../account/useUserInfo';
import { CallDialog } from './CallDialog';
import { usePlaceCall } from './queries';

type Props = { ownerId: number; index: number; masked: string };

// "Call" beside an owner's phone for holders of phone:call: the provider rings the person's outbound number first,
// then the owner, whose number is never shown. Without an outbound number the button is disabled and says why.
export function CallButton({ ownerId, index, masked }: Props) {
  const { t } = useTranslation();
  const canCall = usePermission(['phone:call']);
  const info = useUserInfo();
  const place = usePlaceCall();
  const [callId, setCallId] = useState<number | null>(null);
  if (!canCall) return null;
  const outbound = info.data?.staff_phone ?? '';
  const button = (
    <Button type="link" size="small" icon={<PhoneOutlined />} disabled={!outbound} loading={place.isPending} data-testid="owner-phone-call"
      aria-label={t('phoneCall.callAria', { phone: masked })}
      onClick={() => place.mutate({ owner_id: ownerId, index }, { onSuccess: (call) => setCallId(call.id) })}>
      {t('phoneCall.call')}
    </Button>
  );
  return (
    <>
      {outbound ? button : <Tooltip title={t('phoneCall.noOutbound')}><span data-testid="owner-phone-call-disabled">{button}</span></Tooltip>}
      {callId !== null && <CallDialog callId={callId} onClose={() => setCallId(null)} />}
    </>
  );
}
