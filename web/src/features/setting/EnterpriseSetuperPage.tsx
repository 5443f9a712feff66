import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permission';
import { AccessTab } from '../access/AccessTab';
import { CompanyTab } from './CompanyTab';
import { ModulesTab } from './ModulesTab';
import { SecurityTab } from '../security/SecurityTab';

// /enterprise-setup/enterprise-setuper: company information, security (settings, device bindings, places),
// module switches and the role permission editor; each tab shows only to those who may view it.
export function EnterpriseSetuperPage() {
  const { t } = useTranslation();
  const company = usePermission(['company:view']);
  const security = usePermission(['security:view', 'bind:list', 'place:list']);
  const access = usePermission(['access:view']);
  return (
    <Card title={t('setting.title')} data-testid="enterprise-setuper">
      <Tabs
        destroyOnHidden
        items={[
          ...(company ? [{ key: 'company', label: t('setting.tabs.company'), children: <CompanyTab /> }] : []),
          ...(security ? [{ key: 'security', label: t('setting.tabs.security'), children: <SecurityTab /> }] : []),
          ...(company ? [{ key: 'modules', label: t('setting.tabs.modules'), children: <ModulesTab /> }] : []),
          ...(access ? [{ key: 'access', label: t('setting.tabs.access'), children: <AccessTab /> }] : []),
        ]}
      />
    </Card>
  );
}
