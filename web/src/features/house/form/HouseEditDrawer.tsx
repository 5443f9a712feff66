import { useEffect } from 'react';
import { Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { houseUpdate, houseUpdateFind, type HouseDetail } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { FormDrawer, useFormSubmit } from '../../../components/form';
import { houseName } from '../links';
import { HOUSE_KEY, useInvalidateHouses } from '../queries';
import { HouseFields } from './HouseFields';
import { toDescription, type DescriptionValues } from './values';

// Edits a house's description with the version house/update_find gave. If someone else changed the house
// meanwhile (602144) nothing is written: the form reloads their version and says so.
export function HouseEditDrawer({ house, onClose }: { house: HouseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DescriptionValues>();
  const invalidate = useInvalidateHouses();
  const editable = useQuery({
    queryKey: [...HOUSE_KEY, 'editable', house.id],
    queryFn: () => api(houseUpdateFind, { id: house.id }),
    gcTime: 0,
  });
  const data = editable.data;

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const { submit, saving } = useFormSubmit(form, {
    save: (v: DescriptionValues) => api(houseUpdate, { id: house.id, version: data?.version ?? house.version, ...toDescription(v, house.kind) }),
    onSaved: () => {
      showSuccess(t('house.common.saved'));
      void invalidate();
      onClose();
    },
    reload: () => Promise.all([invalidate(), editable.refetch()]),
    staleText: t('house.form.stale'),
  });

  return (
    <FormDrawer<DescriptionValues>
      open
      size={720}
      title={t('house.form.editTitle', { name: houseName(house) })}
      onClose={onClose}
      form={form}
      onFinish={submit}
      saving={saving}
      loading={!data || editable.isFetching}
      testId="house-edit-form"
      okTestId="house-edit-ok"
    >
      <HouseFields kind={house.kind} floor={house.floor_number} />
    </FormDrawer>
  );
}
