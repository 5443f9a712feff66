import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { VrPackagesPanel } from './VrPackagesPanel';
import { VrUsersPanel } from './VrUsersPanel';

// The VR accounts of staff and the company's VR packages (vr:manage), opened from the staff management screen.
export function VrAccountsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('vr.accounts.title')} size={960} destroyOnHidden data-testid="vr-accounts">
      <Tabs items={[
        { key: 'users', label: <span data-testid="vr-tab-users">{t('vr.accounts.users')}</span>, children: <VrUsersPanel /> },
        { key: 'packages', label: <span data-testid="vr-tab-packages">{t('vr.accounts.packages')}</span>, children: <VrPackagesPanel /> },
      ]} />
    </Drawer>
  );
}
