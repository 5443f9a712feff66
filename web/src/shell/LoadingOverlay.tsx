import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { subscribePending } from '../api/pending';

// Spec §2: while at least one request the person waits for is pending (background polling excluded).
export function LoadingOverlay() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(0);
  useEffect(() => subscribePending(setPending), []);
  if (pending === 0) return null;
  return (
    <div
      data-testid="loading-overlay"
      role="status"
      style={{ position: 'fixed', inset: 0, zIndex: 3000, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(255,255,255,.6)' }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        <Spin size="large" />
        <span data-testid="loading-text">{t('shell.loading')}</span>
      </div>
    </div>
  );
}
