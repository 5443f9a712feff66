import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permission';
import { AccessTab } from './setting/AccessTab';
import { CompanyTab } from './setting/CompanyTab';
import { ModulesTab } from './setting/ModulesTab';
import { SecurityTab } from './setting/SecurityTab';

// /enterprise-setup/enterprise-setuper: company information, security (settings, device bindings, places),
// module switches and the role permission editor; each tab shows only to those who may view it.
export function EnterpriseSetuperPage() {
  const { t } = useTranslation();
  const company = usePermission(['company:view']);
  const security = usePermission(['security:view', 'bind:list', 'place:list']);
  const access = usePermission(['access:view']);
  return (
    <Card title={t('member.setting.title')} data-testid="enterprise-setuper">
      <Tabs
        destroyOnHidden
        items={[
          ...(company ? [{ key: 'company', label: t('member.setting.tabs.company'), children: <CompanyTab /> }] : []),
          ...(security ? [{ key: 'security', label: t('member.setting.tabs.security'), children: <SecurityTab /> }] : []),
          ...(company ? [{ key: 'modules', label: t('member.setting.tabs.modules'), children: <ModulesTab /> }] : []),
          ...(access ? [{ key: 'access', label: t('member.setting.tabs.access'), children: <AccessTab /> }] : []),
        ]}
      />
    </Card>
  );
}
