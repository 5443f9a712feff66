import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTRUST_SCAN_MAX_BYTES, ENTRUST_SCANS_MAX, type EntrustScan } from '@brokerage/contract';
import { ImageUpload } from '../../components/form';
import { uploadScan } from './queries';

const THUMB = 88;

// The signed scans as a form field: each photo is uploaded at once and its thumbnail shown (previewed large), in
// order.
export function ScanUpload({ value = [], onChange }: { value?: EntrustScan[]; onChange?: (scans: EntrustScan[]) => void }) {
  const { t } = useTranslation();
  const full = value.length >= ENTRUST_SCANS_MAX;
  return (
    <Flex gap={12} align="center" wrap data-testid="entrust-scans">
      <Image.PreviewGroup>
        {value.map((scan) => (
          <Flex key={scan.id} vertical align="center" gap={4}>
            <Image src={scan.thumb_url} preview={{ src: scan.url }} width={THUMB} height={THUMB} style={{ objectFit: 'cover' }} alt={scan.name}
              data-testid="entrust-scan-thumb" />
            <Button type="link" size="small" danger onClick={() => onChange?.(value.filter((s) => s.id !== scan.id))}>{t('entrust.remove')}</Button>
          </Flex>
        ))}
      </Image.PreviewGroup>
      <ImageUpload upload={uploadScan} onUploaded={(uploaded) => onChange?.([...value, uploaded])} done={t('entrust.uploaded')}
        limit={{ maxBytes: ENTRUST_SCAN_MAX_BYTES, tooLarge: t('entrust.tooLarge'), wrongType: t('entrust.wrongType') }} disabled={full}
        label={full ? t('entrust.full', { max: ENTRUST_SCANS_MAX }) : t('entrust.upload')} testId="entrust-scan-upload" />
    </Flex>
  );
}
