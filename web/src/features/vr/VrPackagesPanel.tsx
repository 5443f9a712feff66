import { useState } from 'react';
import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VrPackage } from '@brokerage/contract';
import { ListView, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { usedPercent } from './logic';
import { useVrPackages } from './queries';

const PAGE_SIZE = 10;

// The company's packages of VR shoots as the VR service reports them.
export function VrPackagesPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const packages = useVrPackages({ page, limit: PAGE_SIZE });
  const columns: ListColumn<VrPackage>[] = [
    { key: 'name', title: t('vr.packages.col.name'), dataIndex: 'name', card: 'title' },
    {
      key: 'used', title: t('vr.packages.col.used'), render: (_, p) => (
        <div style={{ minWidth: 140 }}>
          {`${p.used} / ${p.total}`}
          <Progress percent={usedPercent(p.used, p.total)} size="small" showInfo={false} aria-label={`${p.used} / ${p.total}`} />
        </div>
      ),
    },
    { key: 'remaining', title: t('vr.packages.col.remaining'), dataIndex: 'remaining' },
    {
      key: 'expires', title: t('vr.packages.col.expires'),
      render: (_, p) => <>{formatDate(p.expires_at, 'YYYY-MM-DD')} {p.expired === 1 && <Tag color="error">{t('vr.packages.expired')}</Tag>}</>,
    },
  ];
  return (
    <ListView testId="vr-package-table" rowKey="ref" size="small" columns={columns} source={packages} empty={t('vr.packages.empty')}
      rowProps={(p) => ({ 'data-ref': p.ref })} paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
  );
}
