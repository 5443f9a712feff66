import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HouseDetail } from '@brokerage/contract';
import { Permission } from '../../app/permission';
import { KeyAddDialog } from './KeyAddDialog';
import { KeyTable } from './KeyTable';
import { useKeyList } from './queries';

const PAGE_SIZE = 50;

// The keys of one house, each with the moves its status allows; a new key with key:edit.
export function KeysTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const keys = useKeyList({ house_id: house.id, page, limit: PAGE_SIZE });
  const total = keys.data?.page.total ?? 0;
  return (
    <Flex vertical gap={12} data-testid="house-keys">
      <Permission codes={['key:edit']}>
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="key-add">{t('houseKey.add')}</Button>
        </Flex>
      </Permission>
      <KeyTable keys={keys.data?.list ?? []} loading={keys.isFetching}
        pagination={total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showSizeChanger: false } : false} />
      {adding && <KeyAddDialog house={house} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
