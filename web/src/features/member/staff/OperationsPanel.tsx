import { useState } from 'react';
import { Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERRORS, operationName, staffOperations, type DataOf } from '@brokerage/contract';
import { api } from '../../../api/client';
import { formatDate } from '../../../lib/format';
import { useLabel } from '../../../i18n/useLabel';
import { ListView } from '../../../components/list';
import { MEMBER_KEY } from '../queries';

type Operation = DataOf<typeof staffOperations>['list'][number];
const PAGE_SIZE = 10;

// What was done to the person, from the operation log (operate/staff).
export function OperationsPanel({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...MEMBER_KEY, 'operations', staffId, page],
    queryFn: () => api(staffOperations, { id: staffId, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListView<Operation>
      testId="staff-operations"
      rowKey="id"
      size="small"
      source={list}
      paging={{ page, limit: PAGE_SIZE, onChange: setPage }}
      columns={[
        { key: 'time', title: t('member.staff.operations.time'), render: (_, row) => formatDate(row.created_at) },
        { key: 'endpoint', title: t('member.staff.operations.endpoint'), render: (_, row) => label(operationName(row.endpoint)) },
        { key: 'operator', dataIndex: 'operator_name', title: t('member.staff.operations.operator') },
        {
          key: 'result', title: t('member.staff.operations.result'),
          render: (_, row) => <Tag color={row.result_code === ERRORS.OK.code ? 'green' : 'red'}>{row.result_code}</Tag>,
        },
        { key: 'ip', dataIndex: 'ip', title: t('member.staff.operations.ip') },
      ]}
    />
  );
}
