import { useState } from 'react';
import { Alert, Checkbox, Divider, Empty, Flex, Form, Modal, Spin } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schoolDistrictBuildingSave, type SchoolDistrictDetail } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { DICTIONARY_KEY } from '../dictionary/queries';
import { useRegionBuildings } from '../dictionary/region/lookups';
import { SCHOOL_KEY } from './queries';
import { RegionPicker, type RegionOption } from '../dictionary/region/RegionPicker';

type Props = {
  district: SchoolDistrictDetail;
  // The region whose buildings are being changed; null to pick a community to link.
  region: RegionOption | null;
  onClose: () => void;
};

// Links a community to the district and ticks which of its buildings the district covers (saving replaces that
// community's building links). Mounted only while open, so each opening starts from the district as it is.
export function SchoolLinkForm({ district, region: fixed, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const linkedIds = (regionId: number) => district.regions.find((r) => r.region_id === regionId)?.buildings.map((b) => b.id) ?? [];
  const [region, setRegion] = useState<RegionOption | null>(fixed);
  const [checked, setChecked] = useState<number[]>(fixed ? linkedIds(fixed.value) : []);
  const [touched, setTouched] = useState(false);
  const buildings = useRegionBuildings(region?.value ?? null);
  const all = buildings.data ?? [];
  const already = region !== null && !fixed && district.regions.some((r) => r.region_id === region.value);

  const save = useMutation({
    mutationFn: (regionId: number) => api(schoolDistrictBuildingSave, { sd_id: district.id, region_id: regionId, building_ids: checked }),
    onSuccess: () => {
      showSuccess(t('common.saved'));
      onClose();
    },
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: SCHOOL_KEY }),
      // A building's school districts show in the community dictionary as well.
      queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
    ]),
  });

  const pick = (next: RegionOption | null) => {
    setRegion(next);
    setChecked(next ? linkedIds(next.value) : []);
  };
  const submit = () => {
    setTouched(true);
    if (region) save.mutate(region.value);
  };

  const allChecked = all.length > 0 && all.every((b) => checked.includes(b.id));
  const someChecked = checked.length > 0 && !allChecked;
  return (
    <Modal open width={600} title={fixed ? t('school.link.editTitle', { name: fixed.label }) : t('school.link.title')}
      onCancel={onClose} onOk={submit} confirmLoading={save.isPending}
      okText={t('common.save')} cancelText={t('common.cancel')}
      okButtonProps={{ ...{ 'data-testid': 'school-link-ok' } }}>
      <Form layout="vertical" data-testid="school-link-form">
        {!fixed && (
          <Form.Item label={t('school.link.region')} required
            validateStatus={touched && !region ? 'error' : undefined} help={touched && !region ? t('school.link.regionRequired') : undefined}>
            <RegionPicker value={region} onChange={pick} data-testid="school-link-region" />
          </Form.Item>
        )}
        {already && <Alert type="info" showIcon title={t('school.link.already')} style={{ marginBottom: 16 }} />}
        <Form.Item label={t('school.link.buildings')}>
          {region === null && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('school.link.chooseRegion')} />}
          {region !== null && buildings.isPending && <Spin />}
          {region !== null && !buildings.isPending && all.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('school.link.noBuildings')} />
          )}
          {all.length > 0 && region !== null && (
            <>
              <Checkbox checked={allChecked} indeterminate={someChecked} data-testid="school-link-all"
                onChange={(e) => setChecked(e.target.checked ? all.map((b) => b.id) : [])}>
                {t('school.link.all')}
              </Checkbox>
              <Divider style={{ margin: '8px 0' }} />
              <Checkbox.Group value={checked} onChange={(ids) => setChecked(ids.map(Number))} data-testid="school-link-buildings">
                <Flex wrap gap={8}>
                  {all.map((b) => <Checkbox key={b.id} value={b.id} style={{ minWidth: 96 }}>{b.name}</Checkbox>)}
                </Flex>
              </Checkbox.Group>
            </>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
