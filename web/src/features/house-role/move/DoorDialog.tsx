import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HouseMatch, houseDoor, type HouseDetail } from '@brokerage/contract';
import { api, ApiError } from '../../../api/client';
import { showError, showSuccess } from '../../../api/bridge';
import { DoorPicker, type DoorValue } from '../../house/form/DoorPicker';
import { DuplicateNotice } from '../../house/form/DuplicateNotice';
import { houseLink, houseName } from '../../house/links';
import { useInvalidateHouses } from '../../house/queries';

const DUPLICATE = '601020';
const STALE = '602144';
const Matches = z.object({ list: z.array(HouseMatch) });
type Values = { door: DoorValue; reason?: string };

// Moves a house entered on the wrong door to the right one, picked like an entry's door. A door that already
// holds a live house of the kind answers 601020 and is named here, as the entry form does.
export function DoorDialog({ house, onClose }: { house: HouseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateHouses();
  const [form] = Form.useForm<Values>();
  const [matches, setMatches] = useState<HouseMatch[]>([]);
  const move = useMutation({
    mutationFn: (v: Values) => api(houseDoor, { id: house.id, version: house.version, door_id: v.door.door?.id ?? 0, reason: v.reason?.trim() ?? '' }, { silent: true }),
    onSuccess: () => {
      showSuccess(t('houseRole.door.changed'));
      void invalidate();
      onClose();
    },
    onError: (error) => {
      const found = error instanceof ApiError && error.code === DUPLICATE ? Matches.safeParse(error.data) : null;
      if (found?.success) {
        setMatches(found.data.list);
        return;
      }
      if (error instanceof ApiError && error.code === STALE) {
        showError(t('house.form.stale'), 5);
        void invalidate();
        return;
      }
      showError(error.message || t('errors.generic'), 5);
    },
  });
  return (
    <Modal open width={760} title={t('houseRole.door.title')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={move.isPending}
      okButtonProps={{ 'data-testid': 'house-door-ok' }} destroyOnHidden data-testid="house-door-dialog">
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('houseRole.door.hint')} />
      <Typography.Paragraph>{t('houseRole.door.current', { door: houseName(house) })}</Typography.Paragraph>
      {matches.length > 0 && (
        <DuplicateNotice kind={house.kind} matches={matches} onOpen={(m) => {
          onClose();
          void navigate(houseLink(m.id));
        }} />
      )}
      <Form<Values> form={form} layout="vertical" initialValues={{ door: {} }} onValuesChange={() => setMatches([])} onFinish={(v) => move.mutate(v)}>
        <Form.Item name="door" label={t('houseRole.door.door')}
          rules={[{ validator: (_, value: DoorValue | undefined) => (value?.door ? Promise.resolve() : Promise.reject(new Error(t('houseRole.door.doorRequired')))) }]}>
          <DoorPicker />
        </Form.Item>
        <Form.Item name="reason" label={t('house.common.reason')} rules={[{ max: 200, message: t('house.common.tooLong', { max: 200 }) }]}>
          <Input.TextArea rows={2} maxLength={200} placeholder={t('house.common.reasonPlaceholder')} data-testid="house-door-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
