import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isLang, ownerRuleText } from '@brokerage/contract';
import { usePermission } from '../../app/permission';
import { usePhoneView } from './queries';

type Props = { ownerId: number; index: number; masked: string };

// One phone of an owner, masked, with "show number" for those holding phone:view: the reveal is logged and counted
// against the day's allowance (429001 beyond it) and may wait for a follow-up on the house last revealed (409005): the
// client shows the refusal's message, which names that house.
export function PhoneReveal({ ownerId, index, masked }: Props) {
  const { t, i18n } = useTranslation();
  const canView = usePermission(['phone:view']);
  const view = usePhoneView();
  const [full, setFull] = useState<string | null>(null);
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const quota = view.data ? ownerRuleText('viewQuota', lang, { count: view.data.views_today, limit: view.data.daily_limit }) : undefined;

  return (
    <Space size={4} data-testid="owner-phone" data-index={index}>
      <Typography.Text copyable={full ? { text: full } : false} title={quota} data-testid="owner-phone-number" data-full={full ? 1 : 0}>
        {full ?? masked}
      </Typography.Text>
      {canView && !full && (
        <Button type="link" size="small" icon={<EyeOutlined />} loading={view.isPending} data-testid="owner-phone-show"
          onClick={() => view.mutate({ owner_id: ownerId, index }, { onSuccess: (d) => setFull(d.phone) })}>
          {t('houseOwner.show')}
        </Button>
      )}
    </Space>
  );
}
