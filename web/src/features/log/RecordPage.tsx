import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BehaviourLog } from './BehaviourLog';
import { InterfaceLog } from './InterfaceLog';

// /enterpriseData/record: the behaviour log and the interface log (log:view, within the caller's scope). Both keep
// their filters in the page's URL query, so changing tabs starts the other log from no filters.
export function RecordPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Card title={t('log.title')} data-testid="record-page">
      <Tabs
        destroyOnHidden
        onChange={() => void navigate(pathname, { replace: true })}
        items={[
          { key: 'behaviour', label: t('log.behaviour'), children: <BehaviourLog /> },
          { key: 'interface', label: t('log.interface'), children: <InterfaceLog /> },
        ]}
      />
    </Card>
  );
}
