import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HouseDetail, HouseViewEntry } from '@brokerage/contract';
import { ListView, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { useHouseViews } from './queries';

const PAGE_SIZE = 10;
const rowProps = () => ({ 'data-testid': 'house-browse-row' });

// Who opened this house's detail, newest first (houseview/list).
export function BrowseLogTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const views = useHouseViews(house.id, page, PAGE_SIZE);
  const columns: ListColumn<HouseViewEntry>[] = [
    { key: 'time', title: t('houseLog.browse.time'), card: 'title', render: (_, v) => formatDate(v.viewed_at, 'YYYY-MM-DD HH:mm') },
    { key: 'staff', title: t('houseLog.browse.staff'), dataIndex: 'staff_name' },
    { key: 'store', title: t('houseLog.browse.store'), dataIndex: 'store_name' },
  ];
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('houseLog.browse.note')}</Typography.Text>
      <ListView testId="house-browse-log" rowKey="id" size="small" columns={columns} source={views} rowProps={rowProps}
        empty={t('houseLog.browse.empty')} paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
    </Flex>
  );
}
