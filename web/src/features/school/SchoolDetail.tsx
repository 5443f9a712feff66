import { useState } from 'react';
import { Button, Card, Descriptions, Drawer, Empty, Flex, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schoolDistrictDeleteRegion, type SchoolRegion } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { DICTIONARY_KEY } from '../dictionary/queries';
import { SCHOOL_KEY, useSchoolDistrict } from './queries';
import type { RegionOption } from '../dictionary/region/RegionPicker';
import { SchoolLinkForm } from './SchoolLinkForm';

// What the link dialog is open for: a new community (region null) or the buildings of a linked one.
type Linking = { region: RegionOption | null };

// One school district: its schools, and the communities it serves with the buildings it covers in each; linking
// a community, choosing its buildings and unlinking it.
export function SchoolDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['school:edit']);
  const detail = useSchoolDistrict(id);
  const [linking, setLinking] = useState<Linking | null>(null);
  const district = detail.data;

  const unlink = useMutation({
    mutationFn: (regionId: number) => api(schoolDistrictDeleteRegion, { sd_id: id ?? 0, region_id: regionId }),
    onSuccess: () => showSuccess(t('school.detail.unlinked')),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: SCHOOL_KEY }),
      queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
    ]),
  });

  const regionCard = (r: SchoolRegion) => (
    <Card key={r.region_id} size="small" data-testid="school-region" title={(
      <Flex vertical style={{ padding: '6px 0' }}>
        <span data-testid="school-region-name">{r.region_name}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
          {[r.area_name, r.address].filter(Boolean).join(' · ')}
        </Typography.Text>
      </Flex>
    )} extra={canEdit && (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setLinking({ region: { value: r.region_id, label: r.region_name } })}
          data-testid="school-region-buildings">
          {t('school.detail.editBuildings')}
        </Button>
        <Popconfirm title={t('school.detail.unlinkConfirm', { name: r.region_name })}
          onConfirm={() => unlink.mutateAsync(r.region_id).catch(() => undefined)}
          okButtonProps={{ ...{ 'data-testid': 'school-region-unlink-ok' } }}>
          <Button type="link" size="small" danger data-testid="school-region-unlink">{t('school.detail.unlink')}</Button>
        </Popconfirm>
      </Space>
    )}>
      <Typography.Text type="secondary" data-testid="school-region-covered">
        {t('school.detail.covered', { count: r.buildings.length, total: r.building_count })}
      </Typography.Text>
      <Flex wrap gap={6} style={{ marginTop: 8 }}>
        {r.buildings.length === 0
          ? <Typography.Text type="warning">{t('school.detail.noBuildings')}</Typography.Text>
          : r.buildings.map((b) => <Tag key={b.id} color="blue" data-testid="school-region-building">{b.name}</Tag>)}
      </Flex>
    </Card>
  );

  return (
    <Drawer open={id !== null} size={640} onClose={onClose} destroyOnHidden
      title={district?.name ?? ''}
      extra={canEdit && district && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setLinking({ region: null })} data-testid="school-link">
          {t('school.detail.link')}
        </Button>
      )}>
      {!district ? <Spin /> : (
        <Flex vertical gap={16} data-testid="school-detail">
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered items={[
            { key: 'area', label: t('school.fields.area'), children: district.area_name },
            { key: 'remark', label: t('school.fields.remark'), children: district.remark },
            {
              key: 'schools', label: t('school.fields.schools'), span: 'filled',
              children: <Flex wrap gap={6}>{district.schools.map((s) => <Tag key={s} color="purple">{s}</Tag>)}</Flex>,
            },
            { key: 'regions', label: t('school.fields.regions'), children: district.region_count },
            { key: 'buildings', label: t('school.fields.buildings'), children: district.building_count },
          ]} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            <LinkOutlined /> {t('school.detail.regions')}
          </Typography.Title>
          {district.regions.length === 0
            ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('school.detail.noRegions')} />
            : <Flex vertical gap={12} data-testid="school-regions">{district.regions.map(regionCard)}</Flex>}
        </Flex>
      )}
      {linking && district && <SchoolLinkForm district={district} region={linking.region} onClose={() => setLinking(null)} />}
    </Drawer>
  );
}
