import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HouseDetail } from '@brokerage/contract';
import { Permission } from '../../app/permission';
import { ListView } from '../../components/list';
import { KeyAddDialog } from './KeyAddDialog';
import { keyRowProps, useKeyColumns } from './keyColumns';
import { useKeyList } from './queries';

const PAGE_SIZE = 50;

// The keys of one house, each with the moves its status allows; a new key with key:edit.
export function KeysTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const keys = useKeyList({ house_id: house.id, page, limit: PAGE_SIZE });
  const columns = useKeyColumns(false);
  return (
    <Flex vertical gap={12} data-testid="house-keys">
      <Permission codes={['key:edit']}>
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="key-add">{t('houseKey.add')}</Button>
        </Flex>
      </Permission>
      <ListView testId="key-table" rowKey="id" size="small" columns={columns} source={keys} rowProps={keyRowProps} empty={t('houseKey.empty')}
        paging={(keys.data?.page.total ?? 0) > PAGE_SIZE ? { page, limit: PAGE_SIZE, onChange: setPage } : undefined} />
      {adding && <KeyAddDialog house={house} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
