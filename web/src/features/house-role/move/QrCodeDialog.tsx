import { Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { houseQrCode, type HouseDetail } from '@brokerage/contract';
import { api } from '../../../api/client';
import { HOUSE_KEY } from '../../house/queries';
import { houseName } from '../../house/links';

const QR_SIZE = 220;

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

// The house's QR code as the server draws it: scanning it opens the house's detail page in the app.
export function QrCodeDialog({ house, onClose }: { house: HouseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const qr = useQuery({ queryKey: [...HOUSE_KEY, 'qr', house.id], queryFn: () => api(houseQrCode, { id: house.id }) });
  const src = qr.data ? svgDataUrl(qr.data.svg) : null;
  return (
    <Modal open title={t('houseRole.qr.title')} onCancel={onClose} footer={null} destroyOnHidden data-testid="house-qr-dialog">
      <Flex vertical align="center" gap={12}>
        <Typography.Text strong>{houseName(house)}</Typography.Text>
        {src && qr.data ? (
          <>
            <img src={src} width={QR_SIZE} height={QR_SIZE} alt={t('houseRole.qr.title')} data-testid="house-qr-image" />
            <Typography.Text type="secondary">{t('houseRole.qr.link')}</Typography.Text>
            <Typography.Link href={qr.data.url} target="_blank" copyable={{ text: qr.data.url }} data-testid="house-qr-link">{qr.data.url}</Typography.Link>
            <Button icon={<DownloadOutlined />} href={src} download={`house-${house.id}.svg`} data-testid="house-qr-download">{t('houseRole.qr.download')}</Button>
          </>
        ) : <Skeleton.Image active style={{ width: QR_SIZE, height: QR_SIZE }} />}
      </Flex>
    </Modal>
  );
}
