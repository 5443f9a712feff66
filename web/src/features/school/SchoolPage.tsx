import { useState } from 'react';
import { Button, Card, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schoolDistrictDelete, schoolDistrictExport, schoolDistrictList, type SchoolDistrict } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { Permission, usePermission } from '../../app/permission';
import { ExportButton } from '../../components/list';
import { formatDate } from '../../lib/format';
import { areaIdOf } from '../dictionary/region/AreaCascader';
import { SCHOOL_KEY } from './queries';
import { SchoolDetail } from './SchoolDetail';
import { SchoolFilterBar, type SchoolFilters } from './SchoolFilterBar';
import { SchoolForm } from './SchoolForm';

const PAGE_SIZE = 20;
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
  const [filters, setFilters] = useState<SchoolFilters>({});
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ editing: SchoolDistrict | null } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const { area_path: areaPath, ...rest } = filters;
  const areaId = areaIdOf(areaPath);
  const exportInput = { ...rest, ...(areaId === null ? {} : { area_id: areaId }) };
  const query = { ...exportInput, page, limit: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...SCHOOL_KEY, 'list', query],
    queryFn: () => api(schoolDistrictList, query),
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

  return (
    <Card title={t('school.title')} data-testid="school-page" extra={(
      <Space>
        <ExportButton endpoint={schoolDistrictExport} input={exportInput} />
        <Permission codes={['school:edit']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="school-add">
            {t('school.add')}
          </Button>
        </Permission>
      </Space>
    )}>
      <Flex vertical gap={16}>
        <SchoolFilterBar value={filters} onChange={(next) => {
          setFilters(next);
          setPage(1);
        }} />
        <Table<SchoolDistrict>
          size="small"
          rowKey="id"
          data-testid="school-table"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page, pageSize: PAGE_SIZE, total: list.data?.page.total ?? 0, onChange: setPage, showSizeChanger: false,
            showTotal: (n) => t('school.total', { total: n }),
          }}
          columns={[
            {
              key: 'name', title: t('school.fields.name'), fixed: 'left',
              render: (_, d) => <Typography.Link strong onClick={() => setDetailId(d.id)} data-testid="school-row-name">{d.name}</Typography.Link>,
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
              key: 'actions', title: t('common.actions'), fixed: 'right',
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
          ]}
        />
      </Flex>
      <SchoolForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <SchoolDetail id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
