import { Button, Card, Col, Descriptions, Flex, Popconfirm, Row, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HOUSE_STATUS_LABELS, PORTAL_LABELS, PORTAL_NOT_PUSHED, PORTAL_RULE_TEXTS, PORTAL_STATE_LABELS, format, type HouseDetail, type PortalListing,
} from '@brokerage/contract';
import { showSuccess } from '../../api/bridge';
import { formatDate } from '../../lib/format';
import { useLabel } from '../../i18n/useLabel';
import { STATE_COLORS, portalCards, type PortalCard } from './logic';
import { useHouseListings, usePortalAction, type PortalAction } from './queries';

const TIME = 'YYYY-MM-DD HH:mm';

// The house's listings on the portals (房源推广) on its detail page: each portal's state, its reason and times, and
// pushing, withdrawing, syncing the VR tour and fetching xingfuli's reason.
export function PortalsTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const listings = useHouseListings(house.id);
  const action = usePortalAction(house.id);

  if (!listings.data) return <Skeleton active />;
  const cards = portalCards(listings.data.list, listings.data.tour);

  const run = (card: PortalCard, kind: PortalAction) => {
    const portal = label(PORTAL_LABELS[card.portal]);
    action.mutate({ action: kind, portal: card.portal }, { onSuccess: () => showSuccess(t(`portal.done.${kind}`, { portal })) });
  };
  const busy = (card: PortalCard, kind: PortalAction) => action.isPending && action.variables.portal === card.portal && action.variables.action === kind;

  const reasonOf = (listing: PortalListing): string => {
    if (listing.withdrawn_for) return format(label(PORTAL_RULE_TEXTS.withdrawnForStatus), { status: label(HOUSE_STATUS_LABELS[listing.withdrawn_for]) });
    if (listing.reason) return listing.reason;
    return listing.state === 'rejected' && listing.portal === 'xingfuli' ? t('portal.reasonMissing') : '';
  };

  const facts = (listing: PortalListing) => {
    const reason = reasonOf(listing);
    return [
      ...(reason ? [{ key: 'reason', label: t('portal.field.reason'), children: <span data-testid={`portal-reason-${listing.portal}`}>{reason}</span> }] : []),
      {
        key: 'pushed', label: t('portal.field.pushed'),
        children: listing.pushed_by_name ? t('portal.pushedBy', { time: formatDate(listing.pushed_at, TIME), name: listing.pushed_by_name }) : formatDate(listing.pushed_at, TIME),
      },
      { key: 'state', label: t('portal.field.stateAt'), children: formatDate(listing.state_at, TIME) },
      ...(listing.vr_synced_at ? [{ key: 'vr', label: t('portal.field.vrSynced'), children: formatDate(listing.vr_synced_at, TIME) }] : []),
    ];
  };

  return (
    <Flex vertical gap={12} data-testid="portals-tab">
      <Typography.Text type="secondary">{t('portal.hint')}</Typography.Text>
      <Row gutter={[12, 12]}>
        {cards.map((card) => {
          const portal = label(PORTAL_LABELS[card.portal]);
          const state = card.listing?.state;
          return (
            <Col key={card.portal} xs={24} lg={8}>
              <Card
                size="small" data-testid={`portal-card-${card.portal}`}
                title={(
                  <Space wrap>
                    <span>{portal}</span>
                    <Tag color={state ? STATE_COLORS[state] : 'default'} data-testid={`portal-state-${card.portal}`}>
                      {state ? label(PORTAL_STATE_LABELS[state]) : label(PORTAL_NOT_PUSHED)}
                    </Tag>
                  </Space>
                )}
              >
                <Flex vertical gap={12}>
                  {card.listing && <Descriptions size="small" column={1} items={facts(card.listing)} />}
                  <Space wrap>
                    <Button type="primary" size="small" loading={busy(card, 'push')} onClick={() => run(card, 'push')} data-testid={`portal-push-${card.portal}`}>
                      {t(card.push === 'push' ? 'portal.push' : 'portal.repush')}
                    </Button>
                    {card.withdraw && (
                      <Popconfirm
                        title={t('portal.confirmWithdraw', { portal })} onConfirm={() => run(card, 'withdraw')}
                        okButtonProps={{ danger: true, ...{ 'data-testid': 'portal-withdraw-ok' } }}
                      >
                        <Button size="small" danger loading={busy(card, 'withdraw')} data-testid={`portal-withdraw-${card.portal}`}>{t('portal.withdraw')}</Button>
                      </Popconfirm>
                    )}
                    {card.vr.shown && (
                      <Tooltip title={card.vr.block ? t(`portal.vrBlock.${card.vr.block}`) : undefined}>
                        <span>
                          <Button size="small" disabled={card.vr.block !== null} loading={busy(card, 'vr')} onClick={() => run(card, 'vr')} data-testid={`portal-vr-${card.portal}`}>
                            {t('portal.syncVr')}
                          </Button>
                        </span>
                      </Tooltip>
                    )}
                    {card.fetchReason && (
                      <Button size="small" loading={busy(card, 'reason')} onClick={() => run(card, 'reason')} data-testid={`portal-reason-fetch-${card.portal}`}>
                        {t('portal.fetchReason')}
                      </Button>
                    )}
                  </Space>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}
