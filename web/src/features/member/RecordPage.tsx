import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { BehaviourLog } from './record/BehaviourLog';
import { InterfaceLog } from './record/InterfaceLog';

// /enterpriseData/record: the behaviour log and the interface log (log:view, within the caller's scope).
export function RecordPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('member.record.title')} data-testid="record-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'behaviour', label: t('member.record.behaviour'), children: <BehaviourLog /> },
          { key: 'interface', label: t('member.record.interface'), children: <InterfaceLog /> },
        ]}
      />
    </Card>
  );
}
