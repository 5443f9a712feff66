import { Flex, Modal, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntrustItem } from '@brokerage/contract';
import { bookQrCode } from './queries';

const QR_SIZE = 220;
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

// The book's QR code as the server draws it: a signed-in phone scanning it opens the book's upload page.
export function QrDialog({ book, onClose }: { book: EntrustItem; onClose: () => void }) {
  const { t } = useTranslation();
  const qr = useQuery({ queryKey: ['entrust', 'qr', book.id], queryFn: () => bookQrCode(book.kind, book.id) });
  return (
    <Modal open title={t('entrust.qr')} onCancel={onClose} footer={null} destroyOnHidden data-testid="entrust-qr-dialog">
      <Flex vertical align="center" gap={12}>
        <Typography.Text type="secondary">{t('entrust.qrHint')}</Typography.Text>
        {qr.data ? (
          <>
            <img src={svgDataUrl(qr.data.svg)} width={QR_SIZE} height={QR_SIZE} alt={t('entrust.qr')} data-testid="entrust-qr-image" />
            <Typography.Link href={qr.data.url} target="_blank" copyable={{ text: qr.data.url }} data-testid="entrust-qr-link">{t('entrust.openLink')}</Typography.Link>
          </>
        ) : <Skeleton.Image active style={{ width: QR_SIZE, height: QR_SIZE }} />}
      </Flex>
    </Modal>
  );
}
