import { useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ERRORS, HOUSE_GRADE_LABELS, HOUSE_KIND_LABELS, HOUSE_LOG_SUMMARY_FIELDS, HOUSE_POOL_LABELS, HOUSE_ROLE_LABELS, HOUSE_STATUS_LABELS,
  KEY_LOG_ACTION_LABELS, PORTAL_LABELS, operationName, type HouseDetail, type HouseOperationEntry, type Text,
} from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { useHouseFormat } from '../house/money';
import { ListView, type ListColumn } from '../../components/list';
import type { houseLogTexts } from './texts';
import { useHouseOperations } from './queries';

const PAGE_SIZE = 10;
type Field = keyof (typeof houseLogTexts)['en']['operation']['fields'];
const CODED: Partial<Record<Field, Record<string, Text>>> = {
  status: HOUSE_STATUS_LABELS, grade: HOUSE_GRADE_LABELS, pool: HOUSE_POOL_LABELS, kind: HOUSE_KIND_LABELS, role: HOUSE_ROLE_LABELS,
  action: KEY_LOG_ACTION_LABELS, portal: PORTAL_LABELS,
};
const DATED: readonly string[] = ['until', 'due_at'];
const PRICED: readonly string[] = ['price', 'base_price'];
const FLAGS: readonly string[] = ['invalid', 'top'];
const SHOWN = new Set<string>(HOUSE_LOG_SUMMARY_FIELDS);
const rowProps = (o: HouseOperationEntry) => ({ 'data-testid': 'house-operation-row', 'data-endpoint': o.endpoint });

// The house calls made on this house (operate/house): who, what, with which values, and whether it went through.
export function OperationLogTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const money = useHouseFormat();
  const [page, setPage] = useState(1);
  const operations = useHouseOperations(house.id, page, PAGE_SIZE);

  const summary = (o: HouseOperationEntry): string => {
    if (!o.summary) return '';
    const values = JSON.parse(o.summary) as Record<string, string | number | boolean>;
    // Only the fields people read: ids become the names the server sent, codes their labels, prices their unit.
    return Object.entries(values).filter(([field]) => SHOWN.has(field)).map(([field, value]) => {
      const coded = CODED[field as Field];
      const shown = Object.hasOwn(o.names, field) ? o.names[field]
        : coded && typeof value === 'string' && Object.hasOwn(coded, value) ? label(coded[value] as Text)
          : DATED.includes(field) && typeof value === 'number' ? formatDate(value, 'YYYY-MM-DD')
            : PRICED.includes(field) && typeof value === 'number' ? money.price(value, house.kind)
              : FLAGS.includes(field) ? t(value ? 'houseLog.operation.yes' : 'houseLog.operation.no') : String(value);
      return `${t(`houseLog.operation.fields.${field as Field}`)}: ${shown}`;
    }).join('; ');
  };

  const columns: ListColumn<HouseOperationEntry>[] = [
    { key: 'time', title: t('houseLog.operation.time'), width: 150, card: 'title', render: (_, o) => formatDate(o.created_at, 'YYYY-MM-DD HH:mm') },
    { key: 'staff', title: t('houseLog.operation.staff'), width: 100, dataIndex: 'staff_name' },
    { key: 'store', title: t('houseLog.operation.store'), width: 120, dataIndex: 'store_name' },
    {
      key: 'action', title: t('houseLog.operation.action'), width: 160,
      render: (_, o) => label(operationName(o.endpoint)),
    },
    { key: 'summary', title: t('houseLog.operation.summary'), render: (_, o) => summary(o) },
    {
      key: 'result', title: t('houseLog.operation.result'), width: 130,
      render: (_, o) => (o.result_code === ERRORS.OK.code
        ? <Tag color="green">{t('houseLog.operation.ok')}</Tag>
        : <Tag color="red">{t('houseLog.operation.failed', { code: o.result_code })}</Tag>),
    },
  ];

  return (
    <ListView testId="house-operation-log" rowKey="id" size="small" columns={columns} source={operations} rowProps={rowProps}
      empty={t('houseLog.operation.empty')} paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
  );
}
