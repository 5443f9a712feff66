import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VrUser, VrUserPackage } from '@brokerage/contract';
import { ListView, sourceOf, type ListColumn } from '../../components/list';
import { useVrUserPackage } from './queries';

// A VR account's shoots per package: done, being shot, failed.
export function VrUserPackageDialog({ user, onClose }: { user: VrUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const use = useVrUserPackage(user?.id ?? null);
  const columns: ListColumn<VrUserPackage>[] = [
    { key: 'package', title: t('vr.usage.col.package'), dataIndex: 'package_name', card: 'title' },
    { key: 'done', title: t('vr.usage.col.done'), dataIndex: 'done' },
    { key: 'open', title: t('vr.usage.col.open'), dataIndex: 'open' },
    { key: 'failed', title: t('vr.usage.col.failed'), dataIndex: 'failed' },
  ];
  return (
    <Modal open={user !== null} title={t('vr.usage.title', { name: user?.staff_name ?? '' })} onCancel={onClose} footer={null} destroyOnHidden
      data-testid="vr-usage-dialog">
      <ListView testId="vr-usage-table" rowKey="package_ref" size="small" columns={columns} source={sourceOf(use, use.data?.list)} empty={t('vr.usage.empty')} />
    </Modal>
  );
}
