import { useState, type HTMLAttributes } from 'react';
import { Alert, Button, Card, Flex, Result, Space, Switch, Table, Typography } from 'antd';
import { CloseOutlined, EyeOutlined } from '@ant-design/icons';
import type { ColumnType } from 'antd/es/table';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { houseGet, type HouseDetail } from '@brokerage/contract';
import { api } from '../../../api/client';
import { HOUSE_LIST_PATH } from '../../../lib/paths';
import { houseLink, houseName, setHouseTitle } from '../links';
import { HOUSE_KEY } from '../queries';
import { COMPARE_MAX, COMPARE_MIN, compareLink } from './compareIds';
import { useCompareRows, type CompareRowKey } from './compareRows';
import { useCompareIds } from './useCompareIds';

// A differing cell stands out in a soft amber, readable in every row.
const DIFFER_STYLE = { background: '#fff7e6' };
const COLUMN_WIDTH = 240;

type Line = { key: CompareRowKey; title: string; differ: boolean };

// /comparehouse/comparehouse?ids=1,2,3: two to four houses side by side, one house/{id} call each (in parallel,
// cached with the detail page), the rows whose values differ marked, a switch to show only those.
export function HouseComparePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ids, cut } = useCompareIds();
  const rows = useCompareRows();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const houses = useQueries({
    queries: ids.map((id) => ({
      queryKey: [...HOUSE_KEY, 'detail', id],
      queryFn: () => api(houseGet, { id }, { silent: true }),
      retry: false,
    })),
  });

  const back = <Button type="primary" onClick={() => void navigate(HOUSE_LIST_PATH)} data-testid="compare-back">{t('houseCompare.back')}</Button>;
  if (ids.length < COMPARE_MIN) {
    return <Result status="info" title={t('houseCompare.tooFew')} subTitle={t('houseCompare.tooFewHint')} extra={back} data-testid="compare-empty" />;
  }

  const loaded = houses.map((q) => q.data).filter((h): h is HouseDetail => h !== undefined);
  const failed = ids.flatMap((id, i) => {
    const error = houses[i]?.error;
    return error ? [{ id, message: error.message }] : [];
  });
  const lines: Line[] = rows.map((row) => ({
    key: row.key,
    title: t(`houseCompare.rows.${row.key}`),
    differ: loaded.length >= COMPARE_MIN && new Set(loaded.map(row.text)).size > 1,
  }));
  const differing = lines.filter((line) => line.differ).length;
  const shown = onlyDifferences ? lines.filter((line) => line.differ) : lines;
  const rowOf = new Map(rows.map((row) => [row.key, row]));

  const remove = (id: number) => void navigate(compareLink(ids.filter((other) => other !== id)), { replace: true });
  const open = (house: HouseDetail) => {
    setHouseTitle(houseName(house));
    void navigate(houseLink(house.id));
  };

  const columns: ColumnType<Line>[] = [
    {
      key: 'attribute', title: t('houseCompare.attribute'), dataIndex: 'title', width: 150, fixed: 'left',
      render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
    },
    ...ids.map((id, i): ColumnType<Line> => {
      const house = houses[i]?.data;
      return {
        key: `house-${id}`,
        width: COLUMN_WIDTH,
        title: (
          <Flex vertical gap={4} data-testid={`compare-house-${id}`}>
            <Typography.Text strong ellipsis style={{ maxWidth: COLUMN_WIDTH - 16 }}>{house ? houseName(house) : `#${id}`}</Typography.Text>
            <Space size={4}>
              <Button size="small" icon={<EyeOutlined />} disabled={!house} onClick={() => house && open(house)} data-testid={`compare-open-${id}`}>
                {t('houseCompare.open')}
              </Button>
              <Button size="small" danger icon={<CloseOutlined />} onClick={() => remove(id)} data-testid={`compare-remove-${id}`}>
                {t('houseCompare.remove')}
              </Button>
            </Space>
          </Flex>
        ),
        onCell: (line) => ({
          style: line.differ ? DIFFER_STYLE : undefined,
          'data-differ': line.differ ? 'true' : 'false',
        } as HTMLAttributes<HTMLElement>),
        render: (_, line) => {
          const row = rowOf.get(line.key);
          if (!house || !row) return houses[i]?.isError ? t('houseCompare.none') : '…';
          return row.render ? row.render(house) : row.text(house);
        },
      };
    }),
  ];

  return (
    <Card
      title={t('houseCompare.title')}
      data-testid="compare-page"
      extra={(
        <Space>
          <Typography.Text type="secondary" data-testid="compare-differences">
            {t('houseCompare.differences', { count: differing, total: lines.length })}
          </Typography.Text>
          <Switch checked={onlyDifferences} onChange={setOnlyDifferences} data-testid="compare-only-differences" />
          <span>{t('houseCompare.onlyDifferences')}</span>
        </Space>
      )}
    >
      <Flex vertical gap={12}>
        {cut && <Alert type="info" showIcon title={t('houseCompare.tooMany', { max: COMPARE_MAX })} data-testid="compare-too-many" />}
        {failed.map((f) => (
          <Alert key={f.id} type="warning" showIcon title={t('houseCompare.failed', { id: f.id, message: f.message })} data-testid="compare-failed" />
        ))}
        <Table<Line>
          rowKey="key"
          size="middle"
          bordered
          pagination={false}
          data-testid="compare-table"
          columns={columns}
          dataSource={shown}
          scroll={{ x: 'max-content' }}
          onRow={(line) => ({ 'data-row': line.key, 'data-differ': line.differ ? 'true' : 'false' } as HTMLAttributes<HTMLElement>)}
        />
      </Flex>
    </Card>
  );
}
