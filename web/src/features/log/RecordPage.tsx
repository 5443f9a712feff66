import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { BehaviourLog } from './BehaviourLog';
import { InterfaceLog } from './InterfaceLog';

// /enterpriseData/record: the behaviour log and the interface log (log:view, within the caller's scope).
export function RecordPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('log.title')} data-testid="record-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'behaviour', label: t('log.behaviour'), children: <BehaviourLog /> },
          { key: 'interface', label: t('log.interface'), children: <InterfaceLog /> },
        ]}
      />
    </Card>
  );
}
