import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOOK_AGREEMENT_MAX_BYTES, type DataOf, type lookUpfile } from '@brokerage/contract';
import { ImageUpload } from '../../components/form';
import { uploadAgreement } from './queries';

export type AgreementFile = DataOf<typeof lookUpfile>;

// The signed agreement as a form field: the photo is uploaded at once and its thumbnail shown, so the agent checks
// it is legible before the viewing is saved with it.
export function AgreementUpload({ value = null, onChange }: { value?: AgreementFile | null; onChange?: (file: AgreementFile | null) => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} align="center" wrap data-testid="look-agreement">
      {value && (
        <Image src={value.thumb_url} preview={{ src: value.url }} width={96} height={96} style={{ objectFit: 'cover' }}
          data-testid="look-agreement-thumb" alt={value.name} />
      )}
      <ImageUpload upload={uploadAgreement} onUploaded={(uploaded) => onChange?.(uploaded)} done={t('customerLook.entry.uploaded')}
        limit={{ maxBytes: LOOK_AGREEMENT_MAX_BYTES, tooLarge: t('customerLook.entry.tooLarge'), wrongType: t('customerLook.entry.wrongType') }}
        label={t(value ? 'customerLook.entry.replace' : 'customerLook.entry.upload')} testId="look-agreement-upload" />
      {value && <Button type="link" danger onClick={() => onChange?.(null)}>{t('customerLook.entry.remove')}</Button>}
    </Flex>
  );
}
