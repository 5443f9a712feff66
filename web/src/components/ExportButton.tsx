import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@brokerage/contract';
import { apiDownload, type CallInput } from '../api/client';
import { showSuccess } from '../api/bridge';
import { usePermission } from '../app/permission';

// Saves the list as the server writes it (data scope applied, export logged and counted). Shown only to those
// who hold the export endpoint's permission.
export function ExportButton<E extends Endpoint>({ endpoint, input }: { endpoint: E; input: CallInput<E> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const allowed = usePermission([endpoint.access]);
  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    try {
      const file = await apiDownload(endpoint, input);
      showSuccess(t('shell.export.done', { file }));
    } catch {
      // The client has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={`export-${endpoint.path.replaceAll('/', '-')}`}>
      {t('shell.export.button')}
    </Button>
  );
}
