import { useState } from 'react';
import { Button, Card, Flex, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schoolDistrictDelete, schoolDistrictExport, schoolDistrictList, type SchoolDistrict } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { Permission, usePermission } from '../../app/permission';
import { CellLink, ExportButton, FilterBar, ListView, toCallInput, useListQuery, usePhone, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { areaFilter, areaPathOf } from '../dictionary/region/areaPath';
import { SCHOOL_KEY } from './queries';
import { SchoolDetail } from './SchoolDetail';
import { SchoolFilterBar } from './SchoolFilterBar';
import { SchoolForm } from './SchoolForm';

// Schools shown in a row before the rest fold into "+n".
const SCHOOLS_SHOWN = 3;
const DATE_ONLY = 'YYYY-MM-DD';

// /operate/school: school districts by keyword (district or school name) and area, with server paging; add,
// edit, delete (refused with 409003 while buildings are linked: the client shows the server's message); a
// district's drawer links communities and their buildings.
export function SchoolPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['school:edit']);
  const phone = usePhone();
  const list = useListQuery(schoolDistrictList.input, { extras: ['area'] });
  const { query } = list;
  const [form, setForm] = useState<{ editing: SchoolDistrict | null } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const input = toCallInput(query);
  const { page: _page, limit: _limit, ...exportInput } = input;
  const districts = useQuery({
    queryKey: [...SCHOOL_KEY, 'list', input],
    queryFn: () => api(schoolDistrictList, input),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(schoolDistrictDelete, { id }),
    onSuccess: () => showSuccess(t('common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHOOL_KEY }),
  });

  const schools = (names: string[]) => (
    <Flex wrap gap={4}>
      {names.slice(0, SCHOOLS_SHOWN).map((s) => <Tag key={s} color="purple">{s}</Tag>)}
      {names.length > SCHOOLS_SHOWN && (
        <Tooltip title={names.slice(SCHOOLS_SHOWN).join('、')}><Tag>+{names.length - SCHOOLS_SHOWN}</Tag></Tooltip>
      )}
    </Flex>
  );

  const columns: ListColumn<SchoolDistrict>[] = [
    {
      key: 'name', title: t('school.fields.name'), fixed: 'left', card: 'title',
      render: (_, d) => <CellLink strong onOpen={() => setDetailId(d.id)} testId="school-row-name">{d.name}</CellLink>,
    },
    { key: 'area', dataIndex: 'area_name', title: t('school.fields.area') },
    { key: 'schools', title: t('school.fields.schools'), render: (_, d) => schools(d.schools) },
    {
      key: 'regions', title: t('school.fields.regions'), align: 'right',
      render: (_, d) => <span data-testid="school-region-count">{d.region_count}</span>,
    },
    {
      key: 'buildings', title: t('school.fields.buildings'), align: 'right',
      render: (_, d) => <span data-testid="school-building-count">{d.building_count}</span>,
    },
    { key: 'remark', dataIndex: 'remark', title: t('school.fields.remark'), ellipsis: true, width: 200 },
    { key: 'updated', title: t('common.updatedAt'), render: (_, d) => formatDate(d.updated_at, DATE_ONLY) },
    {
      key: 'actions', title: t('common.actions'), fixed: 'right', card: 'actions',
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDetailId(d.id)} data-testid="school-detail-open">
            {t('common.detail')}
          </Button>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setForm({ editing: d })} data-testid="school-edit">{t('common.edit')}</Button>
          )}
          {canEdit && (
            <Popconfirm title={t('school.deleteConfirm', { name: d.name })} styles={{ root: { maxWidth: 360 } }}
              onConfirm={() => remove.mutateAsync(d.id).catch(() => undefined)}
              okButtonProps={{ ...{ 'data-testid': 'school-delete-ok' } }}>
              <Button type="link" size="small" danger data-testid="school-delete">{t('common.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const actions = (
    <Space wrap>
      <ExportButton endpoint={schoolDistrictExport} input={exportInput} />
      <Permission codes={['school:edit']}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="school-add">
          {t('school.add')}
        </Button>
      </Permission>
    </Space>
  );
  return (
    // On a phone the actions go under the title: beside it they would leave the title no room.
    <Card title={t('school.title')} data-testid="school-page" extra={phone ? undefined : actions}>
      <Flex vertical gap={16}>
        {phone && actions}
        <FilterBar active={[query.keyword, query.area_id].filter((v) => v !== undefined).length}>
          <SchoolFilterBar value={{ keyword: query.keyword, area_path: areaPathOf(list.extras.area) }} onChange={(next) => {
            const area = areaFilter(next.area_path);
            list.filter({ keyword: next.keyword, ...area.patch }, area.extras);
          }} />
        </FilterBar>
        <ListView<SchoolDistrict> testId="school-table" rowKey="id" size="small" columns={columns} source={districts}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          totalText={(n) => t('school.total', { total: n })} />
      </Flex>
      <SchoolForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <SchoolDetail id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
