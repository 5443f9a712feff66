import { useEffect } from 'react';
import { Button, Drawer, Form, Space, Spin } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { houseUpdate, houseUpdateFind, type HouseDetail } from '@brokerage/contract';
import { ApiError, api } from '../../../api/client';
import { showError, showSuccess } from '../../../api/bridge';
import { houseName } from '../links';
import { HOUSE_KEY, useInvalidateHouses } from '../queries';
import { HouseFields } from './HouseFields';
import { toDescription, type DescriptionValues } from './values';

const STALE = '602144';

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

  const save = useMutation({
    mutationFn: (v: DescriptionValues) => api(houseUpdate, { id: house.id, version: data?.version ?? house.version, ...toDescription(v, house.kind) }),
    onSuccess: () => {
      showSuccess(t('house.common.saved'));
      void invalidate();
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === STALE) {
        showError(t('house.form.stale'), 6);
        void invalidate();
        void editable.refetch();
      }
    },
  });

  return (
    <Drawer
      open
      size={720}
      title={t('house.form.editTitle', { name: houseName(house) })}
      onClose={onClose}
      data-testid="house-edit-form"
      extra={(
        <Space>
          <Button onClick={onClose}>{t('house.common.cancel')}</Button>
          <Button type="primary" disabled={!data} loading={save.isPending} onClick={() => form.submit()} data-testid="house-edit-ok">
            {t('house.common.save')}
          </Button>
        </Space>
      )}
    >
      <Spin spinning={editable.isFetching}>
        <Form<DescriptionValues> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <HouseFields kind={house.kind} floor={house.floor_number} />
        </Form>
      </Spin>
    </Drawer>
  );
}
