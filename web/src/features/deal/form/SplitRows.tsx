import { Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SPLIT_ROLE_LABELS, SPLIT_ROLES, sharePercent } from '@brokerage/contract';
import { StaffPicker } from '../../../components/form';
import { COMPANIONS } from '../../customer-look/queries';
import { useEnumOptions } from '../../house/options';
import { shareGap, shareSum, type SplitRowValues } from './values';

const MAX_ROWS = 20;

// The split by hand: rows of role, person and share (%), with the running total that must reach exactly 100.00 %.
export function SplitRows() {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const rows = Form.useWatch<SplitRowValues[] | undefined>('split');
  const gap = shareGap(rows);
  const totalType = gap === 0 ? 'success' : 'danger';
  return (
    <Flex vertical gap={8}>
      <Form.List name="split" rules={[{
        validator: async (_, value: SplitRowValues[] | undefined) => {
          if (shareGap(value) !== 0) throw new Error(t('deal.entry.rules.split'));
        },
      }]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="start" wrap data-testid="deal-split-row">
                <Form.Item name={[field.name, 'role']} rules={[{ required: true, message: t('deal.entry.role') }]} style={{ marginBottom: 0, width: 140 }}>
                  <Select options={options(SPLIT_ROLES, SPLIT_ROLE_LABELS)} placeholder={t('deal.entry.role')} data-testid="deal-split-role" />
                </Form.Item>
                <Form.Item name={[field.name, 'staff']} rules={[{ required: true, message: t('deal.entry.rules.person') }]} style={{ marginBottom: 0, width: 220 }}>
                  <StaffPicker labelInValue source={COMPANIONS} placeholder={t('deal.entry.person')} data-testid="deal-split-person" />
                </Form.Item>
                <Form.Item name={[field.name, 'share']} rules={[{ required: true, message: t('deal.entry.share') }]} style={{ marginBottom: 0, width: 130 }}>
                  <InputNumber<number> precision={2} step={5} suffix="%" placeholder={t('deal.entry.share')} style={{ width: '100%' }}
                    data-testid="deal-split-share" />
                </Form.Item>
                <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} disabled={fields.length <= 1} aria-label="remove" data-testid="deal-split-remove" />
              </Flex>
            ))}
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Button icon={<PlusOutlined />} onClick={() => add({ share: gap < 0 ? -gap / 100 : undefined })} disabled={fields.length >= MAX_ROWS}
                data-testid="deal-split-add">{t('deal.entry.addRow')}</Button>
              <Typography.Text type={totalType} data-testid="deal-split-total" data-sum={shareSum(rows)}>
                {t('deal.entry.splitTotal', { sum: sharePercent(shareSum(rows)) })}
                {' · '}
                {gap === 0 ? t('deal.entry.splitOk') : t(gap < 0 ? 'deal.entry.splitShort' : 'deal.entry.splitOver', { diff: sharePercent(Math.abs(gap)) })}
              </Typography.Text>
            </Flex>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Flex>
  );
}
