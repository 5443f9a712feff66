import { Button, Flex, Image, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOOK_AGREEMENT_MAX_BYTES, type DataOf, type lookUpfile } from '@brokerage/contract';
import { showError, showSuccess } from '../../api/bridge';
import { uploadAgreement } from './queries';

export type AgreementFile = DataOf<typeof lookUpfile>;
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

// The signed agreement as a form field: the photo is uploaded at once and its thumbnail shown, so the agent checks
// it is legible before the viewing is saved with it. The server checks the content; size and type are refused here
// first to spare the upload.
export function AgreementUpload({ value = null, onChange }: { value?: AgreementFile | null; onChange?: (file: AgreementFile | null) => void }) {
  const { t } = useTranslation();
  const upload = useMutation({ mutationFn: uploadAgreement });
  return (
    <Flex gap={12} align="center" wrap data-testid="look-agreement">
      {value && (
        <Image src={value.thumb_url} preview={{ src: value.url }} width={96} height={96} style={{ objectFit: 'cover' }}
          data-testid="look-agreement-thumb" alt={value.name} />
      )}
      <Upload
        accept={ACCEPT.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!ACCEPT.includes(file.type)) {
            showError(t('customerLook.entry.wrongType'), 5);
            return Upload.LIST_IGNORE;
          }
          if (file.size > LOOK_AGREEMENT_MAX_BYTES) {
            showError(t('customerLook.entry.tooLarge'), 5);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          if (!(file instanceof Blob)) return;
          upload.mutate(file, {
            onSuccess: (uploaded) => {
              onChange?.(uploaded);
              showSuccess(t('customerLook.entry.uploaded'));
              onSuccess?.(uploaded);
            },
            // The client has already shown the server's message.
            onError: (error) => onError?.(error),
          });
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="look-agreement-upload">
          {t(value ? 'customerLook.entry.replace' : 'customerLook.entry.upload')}
        </Button>
      </Upload>
      {value && <Button type="link" danger onClick={() => onChange?.(null)}>{t('customerLook.entry.remove')}</Button>}
    </Flex>
  );
}
