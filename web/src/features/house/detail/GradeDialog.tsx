import { Form, Input, Modal, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSE_GRADE_LABELS, HOUSE_GRADES, houseGrade, type HouseDetail, type HouseGrade } from '@brokerage/contract';
import { api } from '../../../api/client';
import { useLabel } from '../../../i18n/useLabel';
import { useHouseChange } from './useHouseChange';

type Values = { grade: HouseGrade; reason?: string };

export function GradeDialog({ house, open, onClose }: { house: HouseDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const change = useHouseChange((v: Values) => api(houseGrade, {
    id: house.id, version: house.version, grade: v.grade, reason: v.reason?.trim() ?? '',
  }), t('house.detail.grade.changed'), onClose);
  return (
    <Modal open={open} title={t('house.detail.grade.title')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={change.isPending}
      okButtonProps={{ 'data-testid': 'house-grade-ok' }} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={{ grade: house.grade }} onFinish={(v) => change.mutate(v)}>
        <Form.Item name="grade" label={t('house.detail.grade.grade')}>
          <Segmented options={HOUSE_GRADES.map((g) => ({ value: g, label: label(HOUSE_GRADE_LABELS[g]) }))} data-testid="house-grade-choice" />
        </Form.Item>
        <Form.Item name="reason" label={t('house.common.reason')} rules={[{ max: 200, message: t('house.common.tooLong', { max: 200 }) }]}>
          <Input.TextArea rows={2} maxLength={200} placeholder={t('house.common.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
