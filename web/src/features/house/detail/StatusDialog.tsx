import { DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  HOUSE_DATED_STATUSES, HOUSE_STATUS_LABELS, HOUSE_STATUS_MAX_DAYS, houseHandStatuses, houseUpdateStatus,
  type HouseDetail, type HouseStatus,
} from '@brokerage/contract';
import { api } from '../../../api/client';
import { useLabel } from '../../../i18n/useLabel';
import { companyNow, companyToday, dayOf, toEpoch } from '../../../lib/time';
import { StatusTag } from '../tags';
import { useHouseChange } from './useHouseChange';

type Values = { status: HouseStatus; until?: Dayjs | null; reason?: string };

// The statuses the house may take next: those the server offers, within the contract's table by hand (内成交 is
// set only by a deal).
export function nextStatuses(house: Pick<HouseDetail, 'status' | 'next_statuses'>): HouseStatus[] {
  return house.next_statuses.filter((s) => houseHandStatuses(house.status).includes(s));
}

// A status change: an end date for 预定/暂缓/封盘 (the house returns to 有效 when it passes), a reason for 无效.
export function StatusDialog({ house, open, onClose }: { house: HouseDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const status = Form.useWatch('status', form);
  const dated = status !== undefined && HOUSE_DATED_STATUSES.includes(status);
  const change = useHouseChange((v: Values) => api(houseUpdateStatus, {
    id: house.id, version: house.version, status: v.status,
    until: dated && v.until ? toEpoch(v.until.endOf('day')) : null, reason: v.reason?.trim() ?? '',
  }), t('house.detail.status.changed'), () => {
    form.resetFields();
    onClose();
  });
  const latest = dayOf(companyNow().add(HOUSE_STATUS_MAX_DAYS, 'day'));
  const options = nextStatuses(house).map((s) => ({ value: s, label: label(HOUSE_STATUS_LABELS[s]) }));

  return (
    <Modal
      open={open}
      title={t('house.detail.status.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: options.length === 0, 'data-testid': 'house-status-ok' }}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => change.mutate(v)} data-testid="house-status-form">
        <Form.Item label={t('house.detail.status.current')}>
          <StatusTag status={house.status} until={house.status_until} />
        </Form.Item>
        {options.length === 0 ? (
          <Typography.Text type="secondary">{t('house.detail.status.none')}</Typography.Text>
        ) : (
          <>
            <Form.Item name="status" label={t('house.detail.status.next')} rules={[{ required: true, message: t('house.common.required') }]}>
              <Select options={options} data-testid="house-status-next" />
            </Form.Item>
            {dated && (
              <Form.Item name="until" label={t('house.detail.status.until')} extra={t('house.detail.status.untilHint', { days: HOUSE_STATUS_MAX_DAYS })}
                rules={[{ required: true, message: t('house.detail.status.untilRequired') }]}>
                <DatePicker style={{ width: '100%' }} data-testid="house-status-until"
                  disabledDate={(d) => dayOf(d) < companyToday() || dayOf(d) > latest} />
              </Form.Item>
            )}
            <Form.Item name="reason" label={t('house.detail.status.reason')}
              rules={[{ required: status === 'invalid', whitespace: true, message: t('house.detail.status.reasonRequired') }, { max: 200, message: t('house.common.tooLong', { max: 200 }) }]}>
              <Input.TextArea rows={2} maxLength={200} placeholder={status === 'invalid' ? undefined : t('house.common.reasonPlaceholder')} data-testid="house-status-reason" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
