import { useState } from 'react';
import { Button, Flex, Input, Segmented, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FOLLOWUP_KIND_LABELS, HOUSE_FOLLOWUP_WAYS, HOUSE_POLICY_DEFAULTS, companyGet, followupHouse, type HouseFollowupWay } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { usePermission } from '../../../app/permission';
import { useLabel } from '../../../i18n/useLabel';
import { HOUSE_KEY, useInvalidateHouses } from '../../house/queries';

const MAX = 1000;

// The company's shortest accepted follow-up. Only people who may read the company settings can ask for it;
// everyone else is shown the default, and the server's refusal names the real minimum.
function useMinLength(): number {
  const allowed = usePermission([companyGet.access]);
  const company = useQuery({
    queryKey: [...HOUSE_KEY, 'company-policy'],
    queryFn: () => api(companyGet, {}, { background: true, silent: true }),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
  return company.data?.followup_min_length ?? HOUSE_POLICY_DEFAULTS.followup_min_length;
}

export function FollowupAdd({ houseId }: { houseId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const min = useMinLength();
  const [way, setWay] = useState<HouseFollowupWay>('manual');
  const invalidate = useInvalidateHouses();
  const [text, setText] = useState('');
  const count = [...text.trim()].length;
  const add = useMutation({
    mutationFn: () => api(followupHouse, { house_id: houseId, way, content: text.trim() }),
    onSuccess: () => {
      showSuccess(t('followup.timeline.added'));
      setText('');
      void invalidate();
    },
  });
  return (
    <Flex vertical gap={6} data-testid="followup-add">
      {/* block: the three ways share the form's width, so a phone's narrow screen shortens their labels, never scrolls. */}
      <Segmented<HouseFollowupWay> block value={way} onChange={setWay} data-testid="followup-way"
        options={HOUSE_FOLLOWUP_WAYS.map((w) => ({ value: w, label: label(FOLLOWUP_KIND_LABELS[w]) }))} />
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={MAX}
        placeholder={t('followup.timeline.placeholder')}
        data-testid="followup-input"
      />
      <Flex justify="space-between" align="center">
        <Typography.Text type={count < min ? 'warning' : 'secondary'} data-testid="followup-hint">{t('followup.timeline.hint', { min, count })}</Typography.Text>
        <Button type="primary" disabled={count < min} loading={add.isPending} onClick={() => add.mutate()} data-testid="followup-submit">
          {t('followup.timeline.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}
