import type { ReactNode } from 'react';
import { Flex, Image, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NEWHOUSE_USE_LABELS, type NewhouseItem } from '@brokerage/contract';
import type { ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { ProjectLabels, PublishedTag, SaleStateTag } from './tags';
import { useNewhouseFormat } from './useFormat';

const COVER_WIDTH = 72;
const COVER_HEIGHT = 54;

export function ProjectCover({ project }: { project: Pick<NewhouseItem, 'cover_url' | 'name'> }) {
  const { t } = useTranslation();
  if (!project.cover_url) {
    return (
      <Flex align="center" justify="center" style={{ width: COVER_WIDTH, height: COVER_HEIGHT, background: '#f5f5f5' }} aria-label={t('newhouse.project.noCover')}
        role="img" data-testid="newhouse-cover-empty">
        <PictureOutlined style={{ color: '#8c8c8c' }} />
      </Flex>
    );
  }
  return <Image src={project.cover_url} width={COVER_WIDTH} height={COVER_HEIGHT} preview={false} style={{ objectFit: 'cover' }} alt={project.name} data-testid="newhouse-cover" />;
}

// The columns of the project list; `actions` renders an editor's actions of a row.
export function useProjectColumns(actions: ((row: NewhouseItem) => ReactNode) | null): ListColumn<NewhouseItem>[] {
  const { t } = useTranslation();
  const label = useLabel();
  const fmt = useNewhouseFormat();
  return [
    { key: 'cover', title: t('newhouse.col.cover'), width: 90, card: 'hidden', render: (_, p) => <ProjectCover project={p} /> },
    {
      key: 'name', title: t('newhouse.col.name'), card: 'title',
      render: (_, p) => <Typography.Text strong data-testid="newhouse-name">{p.name}</Typography.Text>,
    },
    { key: 'area', title: t('newhouse.col.area'), render: (_, p) => fmt.text(p.area_name) },
    { key: 'use', title: t('newhouse.col.use'), render: (_, p) => label(NEWHOUSE_USE_LABELS[p.use]) },
    { key: 'saleState', title: t('newhouse.col.saleState'), render: (_, p) => <SaleStateTag state={p.sale_state} /> },
    { key: 'priceAvg', title: t('newhouse.col.priceAvg'), sortKey: 'price', render: (_, p) => <span data-testid="newhouse-price-avg">{fmt.perSqm(p.price_avg)}</span> },
    { key: 'total', title: t('newhouse.col.total'), render: (_, p) => fmt.yuanRange(p.price_total_min, p.price_total_max) },
    { key: 'areaRange', title: t('newhouse.col.areaRange'), render: (_, p) => fmt.areaRange(p.area_min, p.area_max) },
    { key: 'rooms', title: t('newhouse.col.rooms'), render: (_, p) => <span data-testid="newhouse-rooms">{fmt.rooms(p.rooms)}</span> },
    { key: 'opening', title: t('newhouse.detail.opening'), sortKey: 'opening', render: (_, p) => fmt.date(p.opening_at) },
    { key: 'labels', title: t('newhouse.col.labels'), render: (_, p) => <ProjectLabels labels={p.labels} /> },
    { key: 'commission', title: t('newhouse.col.commission'), render: (_, p) => fmt.text(p.commission) },
    { key: 'published', title: t('newhouse.col.published'), render: (_, p) => <PublishedTag published={p.published} /> },
    ...(actions ? [{ key: 'actions', title: t('newhouse.col.actions'), card: 'actions' as const, render: (_: unknown, p: NewhouseItem) => actions(p) }] : []),
  ];
}
