import { Button, Flex, Image, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTRUST_SCAN_MAX_BYTES, ENTRUST_SCANS_MAX, type EntrustScan } from '@brokerage/contract';
import { showError, showSuccess } from '../../api/bridge';
import { uploadScan } from './queries';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];
const THUMB = 88;

// The signed scans as a form field: each photo is uploaded at once and its thumbnail shown (previewed large), in
// order; the server checks the content, size and type are refused here first to spare the upload.
export function ScanUpload({ value = [], onChange }: { value?: EntrustScan[]; onChange?: (scans: EntrustScan[]) => void }) {
  const { t } = useTranslation();
  const upload = useMutation({ mutationFn: uploadScan });
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
      <Upload
        accept={ACCEPT.join(',')}
        showUploadList={false}
        disabled={full}
        beforeUpload={(file) => {
          if (!ACCEPT.includes(file.type)) {
            showError(t('entrust.wrongType'), 5);
            return Upload.LIST_IGNORE;
          }
          if (file.size > ENTRUST_SCAN_MAX_BYTES) {
            showError(t('entrust.tooLarge'), 5);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          if (!(file instanceof Blob)) return;
          upload.mutate(file, {
            onSuccess: (uploaded) => {
              onChange?.([...value, uploaded]);
              showSuccess(t('entrust.uploaded'));
              onSuccess?.(uploaded);
            },
            // The client has already shown the server's message.
            onError: (error) => onError?.(error),
          });
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={full} data-testid="entrust-scan-upload">
          {full ? t('entrust.full', { max: ENTRUST_SCANS_MAX }) : t('entrust.upload')}
        </Button>
      </Upload>
    </Flex>
  );
}
