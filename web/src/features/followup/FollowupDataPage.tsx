import { useState } from 'react';
import { Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOLLOWUP_KIND_LABELS, WRITTEN_FOLLOWUP_KINDS, followupList, type FollowupItem } from '@brokerage/contract';
import { usePermission } from '../../app/permission';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { useFollowupLines } from './timeline/followupLines';
import { houseLink, houseName, setHouseTitle } from '../house/links';
import { useFollowupActions } from './timeline/useFollowupActions';
import { FilterBar, ListTotal, ListView, toCallInput, useListQuery, usePhone, type ListColumn } from '../../components/list';
import { FollowupFilters, type FollowupFilterValues } from './FollowupFilters';
import { InvalidDialog } from './InvalidDialog';
import { useFollowupManagement } from './queries';

// /data/data-followup: the follow-ups written by people within the caller's scope, with marking invalid and pinning.
export function FollowupDataPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const saleLines = useFollowupLines('sale');
  const rentLines = useFollowupLines('rent');
  const canManage = usePermission(['followup:manage']);
  const phone = usePhone();
  const { query, extras, filter, page } = useListQuery(followupList.input, { extras: ['staff_name'] });
  const [invalidating, setInvalidating] = useState<FollowupItem | null>(null);
  const followups = useFollowupManagement(toCallInput(query));
  // Counted up to page.total_cap: a total at it reads "2000 or more", and the pager offers the next page while this one
  // is full.
  const totalText = (n: number, capped: boolean) => t(capped ? 'followup.totalCapped' : 'followup.total', { total: n });
  const filters: FollowupFilterValues = {
    kind: query.kind, invalid: query.invalid, pinned: query.pinned, from: query.from, to: query.to, keyword: query.keyword,
    staff: query.staff_id ? { value: query.staff_id, label: extras.staff_name ?? String(query.staff_id) } : null,
  };
  const active = Object.values(filters).filter((v) => v !== undefined && v !== null).length;

  const { pin, mark } = useFollowupActions(t('followup.done'), () => setInvalidating(null));
  // Every filter is given, so a cleared one leaves the query.
  const setFilters = ({ staff, kind, invalid, pinned, from, to, keyword }: FollowupFilterValues) => filter(
    { kind, invalid, pinned, from, to, keyword, staff_id: staff?.value }, { staff_name: staff?.label },
  );
  const linesOf = (f: FollowupItem) => (f.house?.kind === 'rent' ? rentLines(f) : saleLines(f));

  const count = <ListTotal source={followups} text={totalText} testId="followup-total" />;

  return (
    // On a phone the count goes under the title: beside it, it would leave the title no room.
    <Card title={t('followup.title')} data-testid="followup-data-page" extra={phone ? undefined : count}>
      <Flex vertical gap={16}>
        {phone && count}
        <FilterBar active={active}>
          <FollowupFilters value={filters} onChange={setFilters} />
        </FilterBar>
        <ListView<FollowupItem>
          testId="followup-table"
          rowKey="id"
          source={followups}
          totalText={totalText}
          paging={{ page: query.page, limit: query.limit, onChange: page }}
          rowProps={(f) => ({ 'data-testid': 'followup-row', 'data-id': f.id, 'data-kind': f.kind })}
          columns={[
            { key: 'time', title: t('followup.columns.time'), width: 150, card: 'title', render: (_: unknown, f) => formatDate(f.created_at, 'YYYY-MM-DD HH:mm') },
            {
              key: 'house', title: t('followup.columns.house'), width: 220,
              render: (_: unknown, f) => (f.house && f.house_id !== null ? (
                <Link to={houseLink(f.house_id)} data-testid="followup-house-link"
                  onClick={() => f.house && setHouseTitle(houseName(f.house))}>{houseName(f.house)}</Link>
              ) : '—'),
            },
            { key: 'kind', title: t('followup.columns.kind'), width: 110, render: (_: unknown, f) => <Tag>{label(FOLLOWUP_KIND_LABELS[f.kind])}</Tag> },
            {
              key: 'content', title: t('followup.columns.content'),
              render: (_: unknown, f) => (
                <Flex vertical gap={2}>
                  {linesOf(f).map((line, i) => (
                    <Typography.Text key={i} delete={f.invalid === 1} type={f.invalid === 1 ? 'secondary' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
                      {line}
                    </Typography.Text>
                  ))}
                </Flex>
              ),
            },
            {
              key: 'staff', title: t('followup.columns.staff'), width: 110,
              render: (_: unknown, f) => (f.staff_id === null ? t('followup.system') : f.staff_name),
            },
            {
              key: 'state', title: t('followup.columns.state'), width: 130,
              render: (_: unknown, f) => (
                <Space size={4} wrap>
                  {f.pinned === 1 && <Tag icon={<PushpinFilled />} color="red" data-testid="followup-pinned-badge">{t('followup.pinned')}</Tag>}
                  {f.invalid === 1 && (
                    <Tooltip title={t('followup.invalidBy', { name: f.invalid_by_name, reason: f.invalid_reason })}>
                      <Tag data-testid="followup-invalid-badge">{t('followup.invalid')}</Tag>
                    </Tooltip>
                  )}
                </Space>
              ),
            },
            ...(canManage ? [{
              key: 'actions', title: t('followup.columns.actions'), width: 170, card: 'actions' as const,
              render: (_: unknown, f: FollowupItem) => (
                <Space size={0}>
                  <Button size="small" type="link" onClick={() => pin.mutate(f)} data-testid="followup-pin">
                    {f.pinned ? t('followup.unpin') : t('followup.pin')}
                  </Button>
                  {WRITTEN_FOLLOWUP_KINDS.includes(f.kind) && (f.invalid ? (
                    <Button size="small" type="link" onClick={() => mark.mutate({ id: f.id, invalid: 0, reason: '' })} data-testid="followup-valid">
                      {t('followup.markValid')}
                    </Button>
                  ) : (
                    <Button size="small" type="link" danger onClick={() => setInvalidating(f)} data-testid="followup-invalid">
                      {t('followup.markInvalid')}
                    </Button>
                  ))}
                </Space>
              ),
            }] : []),
          ] satisfies ListColumn<FollowupItem>[]}
        />
      </Flex>
      <InvalidDialog followup={invalidating} saving={mark.isPending} onCancel={() => setInvalidating(null)}
        onSubmit={(reason) => invalidating && mark.mutate({ id: invalidating.id, invalid: 1, reason })} />
    </Card>
  );
}
