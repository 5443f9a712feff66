import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { AimOutlined, QrcodeOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { houseLinbao, type HouseDetail } from '@brokerage/contract';
import { api } from '../../../api/client';
import { Permission } from '../../../app/permission';
import { useHouseChange } from '../../house/detail/useHouseChange';
import { DoorDialog } from './DoorDialog';
import { QrCodeDialog } from './QrCodeDialog';

// The detail's door change (house:edit), claim of a public house (house:claim) and QR code (anyone who sees it).
export function MoveActions({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'door' | 'qr' | null>(null);
  const close = () => setDialog(null);
  const claim = useHouseChange(() => api(houseLinbao, { id: house.id, version: house.version, reason: '' }), t('houseRole.claim.claimed'));
  return (
    <>
      <Permission codes={['house:edit']}>
        <Button icon={<AimOutlined />} onClick={() => setDialog('door')} data-testid="house-change-door">{t('houseRole.door.action')}</Button>
      </Permission>
      {house.pool === 'public' && (
        <Permission codes={['house:claim']}>
          <Popconfirm title={t('houseRole.claim.confirm')} onConfirm={() => claim.mutate(undefined)} okButtonProps={{ 'data-testid': 'house-claim-ok' }}>
            <Button icon={<UserAddOutlined />} loading={claim.isPending} data-testid="house-claim">{t('houseRole.claim.action')}</Button>
          </Popconfirm>
        </Permission>
      )}
      <Button icon={<QrcodeOutlined />} onClick={() => setDialog('qr')} data-testid="house-qr">{t('houseRole.qr.action')}</Button>
      {dialog === 'door' && <DoorDialog house={house} onClose={close} />}
      {dialog === 'qr' && <QrCodeDialog house={house} onClose={close} />}
    </>
  );
}
