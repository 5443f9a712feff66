import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@brokerage/contract';
import { apiDownload, type CallInput } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';

type Progress = { loaded: number; total: number | undefined } | null;

// Saves the list as the server writes it (data scope applied, export logged and counted), showing how far the file
// has come while it downloads. Shown only to those who hold the export endpoint's permission.
export function ExportButton<E extends Endpoint>({ endpoint, input }: { endpoint: E; input: CallInput<E> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);
  const allowed = usePermission([endpoint.access]);
  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    setProgress(null);
    try {
      const file = await apiDownload(endpoint, input, { onProgress: (loaded, total) => setProgress({ loaded, total }) });
      showSuccess(t('shell.export.done', { file }));
    } catch {
      // The client has already shown the server's message.
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  const label = !busy || !progress
    ? t('shell.export.button')
    : progress.total
      ? t('shell.export.progress', { percent: Math.min(100, Math.round((progress.loaded / progress.total) * 100)) })
      : t('shell.export.received', { size: `${Math.max(1, Math.round(progress.loaded / 1024))} KB` });
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={`export-${endpoint.path.replaceAll('/', '-')}`}
      data-busy={busy ? 'true' : 'false'}>
      {label}
    </Button>
  );
}
