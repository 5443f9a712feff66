import { useState } from 'react';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ENTRUST_SCANS_MAX, ENTRUST_STATE_LABELS, ENTRUST_TYPE_LABELS, entrustUpdate, type EntrustScan } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { useLabel } from '../../i18n/useLabel';
import { ScanUpload } from './ScanUpload';
import { fieldsOf, isEditable, valuesOf } from './logic';
import { parseBookId } from './paths';
import { useBook, useInvalidateBooks } from './queries';

// /entrust/upload?id=12, opened on a signed-in phone from the book's QR code: photograph the signed book and save the
// scans on it (the book's other fields unchanged, at its version).
export function EntrustUploadPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const { search } = useLocation();
  const id = parseBookId(search);
  const book = useBook(id);
  const invalidate = useInvalidateBooks();
  const [scans, setScans] = useState<EntrustScan[] | null>(null);
  const [saving, setSaving] = useState(false);

  if (id === null) return <Result status="info" title={t('entrust.page.missing')} />;
  if (book.isError) return <Result status="404" title={t('entrust.page.missing')} />;
  if (!book.data) return <Card><Skeleton active /></Card>;
  const data = book.data;
  const shown = scans ?? data.scans;

  const save = async () => {
    setSaving(true);
    try {
      await api(entrustUpdate, { id: data.id, version: data.version, ...fieldsOf({ ...valuesOf(data), scans: shown }), submit: 0 });
      showSuccess(t('entrust.page.savedScans'));
      setScans(null);
      await invalidate();
    } catch {
      // The client has already shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={label(ENTRUST_TYPE_LABELS[data.type])} data-testid="entrust-upload-page">
      <Flex vertical gap={12}>
        <Typography.Text>{t('entrust.page.house', { address: data.house_address })}</Typography.Text>
        <Typography.Text>{data.owner_name} · {label(ENTRUST_STATE_LABELS[data.state])}</Typography.Text>
        {isEditable(data) ? (
          <>
            <Typography.Text type="secondary">{t('entrust.scansHint', { max: ENTRUST_SCANS_MAX })}</Typography.Text>
            <ScanUpload value={shown} onChange={setScans} />
            <Button type="primary" block loading={saving} disabled={scans === null} onClick={() => void save()} data-testid="entrust-upload-save">
              {t('entrust.page.saveScans')}
            </Button>
          </>
        ) : <Typography.Text type="warning">{t('entrust.page.notEditable')}</Typography.Text>}
      </Flex>
    </Card>
  );
}
