import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffList } from '@brokerage/contract';
import { api } from '../../../api/client';
import { MEMBER_KEY } from '../queries';

type Props = {
  value?: number;
  onChange?: (value: number | undefined) => void;
  // People to leave out (the person whose mentor is being chosen).
  exclude?: number;
  'data-testid'?: string;
};

// Chooses a working person by name, account or mobile; the server searches, 20 at a time.
export function StaffPicker({ value, onChange, exclude, 'data-testid': testId }: Props) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: [...MEMBER_KEY, 'staff', 'pick', keyword],
    queryFn: () => api(staffList, { status: 'active', page: 1, limit: 20, ...(keyword ? { keyword } : {}) }),
    placeholderData: keepPreviousData,
  });
  const options = (found.data?.list ?? [])
    .filter((s) => s.id !== exclude)
    .map((s) => ({ value: s.id, label: `${s.name} (${s.account}${s.store_name ? ` · ${s.store_name}` : ''})` }));
  return (
    <Select
      value={value}
      onChange={onChange}
      allowClear
      data-testid={testId}
      loading={found.isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, 50)) }}
    />
  );
}
