import { useState } from 'react';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HouseDetail, HouseViewEntry } from '@brokerage/contract';
import { formatDate } from '../../lib/format';
import { useHouseViews } from './queries';

const PAGE_SIZE = 10;

// Who opened this house's detail, newest first (houseview/list).
export function BrowseLogTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const views = useHouseViews(house.id, page, PAGE_SIZE);
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('houseLog.browse.note')}</Typography.Text>
      <Table<HouseViewEntry>
        rowKey="id" size="small" data-testid="house-browse-log" loading={views.isFetching}
        dataSource={views.data?.list ?? []}
        locale={{ emptyText: t('houseLog.browse.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: views.data?.page.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={() => ({ 'data-testid': 'house-browse-row' } as React.HTMLAttributes<HTMLElement>)}
        columns={[
          { key: 'time', title: t('houseLog.browse.time'), render: (_: unknown, v) => formatDate(v.viewed_at, 'YYYY-MM-DD HH:mm') },
          { key: 'staff', title: t('houseLog.browse.staff'), dataIndex: 'staff_name' },
          { key: 'store', title: t('houseLog.browse.store'), dataIndex: 'store_name' },
        ]}
      />
    </Flex>
  );
}
