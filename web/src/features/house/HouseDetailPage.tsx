import { useEffect } from 'react';
import { Button, Card, Flex, Result, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOUSE_LIST_PATH } from '../../lib/paths';
import { BasicInfo } from './detail/BasicInfo';
import { FollowupTimeline } from '../followup/timeline/FollowupTimeline';
import { HouseActions } from './detail/HouseActions';
import { HouseHeader } from './detail/HouseHeader';
import { KeysTab } from '../house-key/KeysTab';
import { houseLogTabs } from '../house-log/houseLogTabs';
import { OwnersTab } from '../house-owner/OwnersTab';
import { PicturesTab } from '../house-picture/PicturesTab';
import { RolesTab } from '../house-role/RolesTab';
import { HouseCustomersTab } from '../customer-look/HouseCustomersTab';
import { LookList } from '../customer-look/LookList';
import { PriceHistory } from './detail/PriceHistory';
import { EntrustTab } from '../entrust/EntrustTab';
import { CallsTab } from '../phone-call/CallsTab';
import { VrTab } from '../vr/VrTab';
import { PortalsTab } from '../portal/PortalsTab';
import { useHouseId } from './detail/useHouseId';
import { usePermission } from '../../app/permission';
import { houseName, setHouseTitle } from './links';
import { useHouse } from './queries';

// /house/detail?id=12: one house with its actions (each behind its permission) and its history, prices and facts.
export function HouseDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useHouseId();
  const house = useHouse(id);
  const title = house.data ? houseName(house.data) : null;
  const canOwners = usePermission(['owner:list']);
  const canKeys = usePermission(['key:list']);
  const canLogs = usePermission(['house:log']);
  const canPictures = usePermission(['house:list']);
  const canCustomers = usePermission(['customer:list']);
  const canLooks = usePermission(['look:list']);
  const canEntrust = usePermission(['entrust:list']);
  const canCalls = usePermission(['phone:call']);
  const canPortals = usePermission(['portal:push']);
  const canVr = usePermission(['vr:task']);

  // The tab is titled with the house: opened from a list the title is already set; on a reload it is known only now.
  useEffect(() => {
    if (title) setHouseTitle(title);
  }, [title]);

  const back = <Button type="primary" onClick={() => void navigate(HOUSE_LIST_PATH)}>{t('house.detail.back')}</Button>;
  if (id === null) return <Result status="info" title={t('house.detail.missing')} extra={back} />;
  if (house.isError) return <Result status="404" title={t('house.detail.notFound')} extra={back} data-testid="house-not-found" />;
  if (!house.data) return <Card><Skeleton active /></Card>;

  const data = house.data;
  return (
    <Flex vertical gap={16} data-testid="house-detail-page" data-house-id={data.id}>
      <HouseHeader house={data} actions={<HouseActions house={data} />} />
      <Card>
        <Tabs
          items={[
            { key: 'followups', label: t('house.detail.tabs.followups'), children: <FollowupTimeline house={data} /> },
            { key: 'prices', label: <span data-testid="house-tab-prices">{t('house.detail.tabs.prices')}</span>, children: <PriceHistory house={data} /> },
            { key: 'info', label: <span data-testid="house-tab-info">{t('house.detail.tabs.info')}</span>, children: <BasicInfo house={data} /> },
            ...(canOwners ? [{ key: 'owners', label: <span data-testid="house-tab-owners">{t('houseOwner.tab')}</span>, children: <OwnersTab house={data} /> }] : []),
            ...(canKeys ? [{ key: 'keys', label: <span data-testid="house-tab-keys">{t('houseKey.tab')}</span>, children: <KeysTab house={data} /> }] : []),
            { key: 'roles', label: <span data-testid="house-tab-roles">{t('houseRole.tab')}</span>, children: <RolesTab house={data} /> },
            ...(canPictures ? [{ key: 'pictures', label: <span data-testid="house-tab-pictures">{t('housePicture.tab')}</span>, children: <PicturesTab house={data} /> }] : []),
            ...(canCustomers ? [{ key: 'customers', label: <span data-testid="house-tab-customers">{t('customerLook.house.customers')}</span>, children: <HouseCustomersTab houseId={data.id} /> }] : []),
            ...(canLooks ? [{ key: 'looks', label: <span data-testid="house-tab-looks">{t('customerLook.house.looks')}</span>, children: <LookList houseId={data.id} /> }] : []),
            ...(canEntrust ? [{ key: 'entrust', label: <span data-testid="house-tab-entrust">{t('entrust.tab')}</span>, children: <EntrustTab house={data} /> }] : []),
            ...(canCalls ? [{ key: 'calls', label: <span data-testid="house-tab-calls">{t('phoneCall.tab')}</span>, children: <CallsTab houseId={data.id} /> }] : []),
            ...(canPortals ? [{ key: 'portals', label: <span data-testid="house-tab-portals">{t('portal.tab')}</span>, children: <PortalsTab house={data} /> }] : []),
            ...(canVr ? [{ key: 'vr', label: <span data-testid="house-tab-vr">{t('vr.tab')}</span>, children: <VrTab house={data} /> }] : []),
            ...houseLogTabs(data, canLogs),
          ]}
        />
      </Card>
    </Flex>
  );
}
