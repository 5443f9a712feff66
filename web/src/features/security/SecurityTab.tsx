import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../app/permission';
import { BindList } from './BindList';
import { PlaceList } from './PlaceList';
import { SafeForm } from './SafeForm';

export function SecurityTab() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Permission codes={['security:view']}><SafeForm /></Permission>
      <Permission codes={['bind:list']}>
        <Card size="small" title={t('setting.security.binds')}><BindList /></Card>
      </Permission>
      <Permission codes={['place:list']}>
        <Card size="small" title={t('setting.security.places')}><PlaceList /></Card>
      </Permission>
    </Flex>
  );
}
