import { useState } from 'react';
import { Button, Flex, Popconfirm } from 'antd';
import {
  DollarOutlined, EditOutlined, EyeFilled, EyeOutlined, GlobalOutlined, StarFilled, StarOutlined, SwapOutlined, TrophyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  houseFavAdd, houseFavDelete, houseFocusAdd, houseFocusCancel, houseRelease, type HouseDetail,
} from '@brokerage/contract';
import { api } from '../../../api/client';
import { Permission } from '../../../app/permission';
import { HouseEditDrawer } from '../form/HouseEditDrawer';
import { GradeDialog } from './GradeDialog';
import { MoveActions } from '../../house-role/move/MoveActions';
import { DealEntryButton } from '../../deal/DealEntryButton';
import { PriceDialog } from './PriceDialog';
import { nextStatuses, StatusDialog } from './StatusDialog';
import { useHouseChange } from './useHouseChange';

type Dialog = 'edit' | 'status' | 'price' | 'grade' | null;

// What the person may do to the house: each button only for those holding its permission.
export function HouseActions({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const release = useHouseChange(() => api(houseRelease, { id: house.id, version: house.version, reason: '' }), t('house.detail.actions.released'));
  const fav = useHouseChange(
    () => (house.is_fav ? api(houseFavDelete, { id: house.id }) : api(houseFavAdd, { id: house.id })),
    house.is_fav ? t('house.detail.actions.favRemoved') : t('house.detail.actions.favAdded'),
  );
  const focus = useHouseChange(
    () => (house.is_focus ? api(houseFocusCancel, { id: house.id }) : api(houseFocusAdd, { id: house.id })),
    house.is_focus ? t('house.detail.actions.focusRemoved') : t('house.detail.actions.focusAdded'),
  );

  return (
    <Flex vertical gap={8} align="flex-end" data-testid="house-actions">
      <Flex gap={8} wrap justify="flex-end">
        <Button icon={house.is_fav ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />} loading={fav.isPending}
          onClick={() => fav.mutate(undefined)} data-testid="house-fav" data-on={house.is_fav}>
          {house.is_fav ? t('house.detail.actions.unfav') : t('house.detail.actions.fav')}
        </Button>
        <Button icon={house.is_focus ? <EyeFilled style={{ color: '#1677ff' }} /> : <EyeOutlined />} loading={focus.isPending}
          onClick={() => focus.mutate(undefined)} data-testid="house-focus" data-on={house.is_focus}>
          {house.is_focus ? t('house.detail.actions.unfocus') : t('house.detail.actions.focus')}
        </Button>
      </Flex>
      <Flex gap={8} wrap justify="flex-end">
        <Permission codes={['house:edit']}>
          <Button icon={<EditOutlined />} onClick={() => setDialog('edit')} data-testid="house-edit">{t('house.detail.actions.edit')}</Button>
        </Permission>
        <Permission codes={['house:status']}>
          <Button icon={<SwapOutlined />} onClick={() => setDialog('status')} disabled={nextStatuses(house).length === 0} data-testid="house-change-status">
            {t('house.detail.actions.status')}
          </Button>
        </Permission>
        <Permission codes={['house:price']}>
          <Button icon={<DollarOutlined />} onClick={() => setDialog('price')} data-testid="house-change-price">{t('house.detail.actions.price')}</Button>
        </Permission>
        <Permission codes={['house:grade']}>
          <Button icon={<TrophyOutlined />} onClick={() => setDialog('grade')} data-testid="house-change-grade">{t('house.detail.actions.grade')}</Button>
        </Permission>
        {house.pool === 'private' && (
          <Permission codes={['house:release']}>
            <Popconfirm title={t('house.detail.actions.releaseConfirm')} onConfirm={() => release.mutate(undefined)} okButtonProps={{ 'data-testid': 'house-release-ok' }}>
              <Button icon={<GlobalOutlined />} loading={release.isPending} data-testid="house-release">{t('house.detail.actions.release')}</Button>
            </Popconfirm>
          </Permission>
        )}
        <MoveActions house={house} />
        {(house.status === 'valid' || house.status === 'reserved') && <DealEntryButton houseId={house.id} />}
      </Flex>
      <StatusDialog house={house} open={dialog === 'status'} onClose={close} />
      <PriceDialog house={house} open={dialog === 'price'} onClose={close} />
      <GradeDialog house={house} open={dialog === 'grade'} onClose={close} />
      {dialog === 'edit' && <HouseEditDrawer house={house} onClose={close} />}
    </Flex>
  );
}
