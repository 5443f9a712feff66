import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BehaviourLog } from './BehaviourLog';
import { InterfaceLog } from './InterfaceLog';
import { FrontendErrorLog } from './FrontendErrorLog';

// /enterpriseData/record: the behaviour log, the interface log and the front-end errors (log:view, within the caller's
// scope). Each keeps its filters in the page's URL query, so changing tabs starts the other log from no filters.
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
          { key: 'frontend', label: t('log.frontend'), children: <FrontendErrorLog /> },
        ]}
      />
    </Card>
  );
}
