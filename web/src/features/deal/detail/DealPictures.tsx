import { useState } from 'react';
import { Card, Empty, Flex, Image, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEAL_PICTURE_KIND_LABELS, DEAL_PICTURE_KINDS, type DealDetail, type DealPictureKind } from '@brokerage/contract';
import { Permission } from '../../../app/permission';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { useDealPictureUpload, useDealPictures } from '../queries';
import { ImageUpload } from '../../../components/form';

// On a phone the kinds scroll on their own rather than widening the page.
const SCROLLS = { maxWidth: '100%', overflowX: 'auto' } as const;
type Shown = DealPictureKind | 'all';

// The deal's papers (contract scans, receipts, proof of identity, others) as thumbnails by kind, opened large through
// their signed links; those who may change the deal add more, each file on its own.
export function DealPictures({ deal: d }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const pictures = useDealPictures(d.id);
  const upload = useDealPictureUpload(d.id);
  const [kind, setKind] = useState<DealPictureKind>('contract');
  const [shown, setShown] = useState<Shown>('all');
  const data = pictures.data;
  const full = data ? data.total >= data.max || data.counts[kind] >= data.max_per_kind : false;
  const list = (data?.list ?? []).filter((p) => shown === 'all' || p.kind === shown);

  return (
    <Flex vertical gap={12} data-testid="deal-pictures">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<Shown> value={shown} onChange={setShown} data-testid="deal-picture-filter" style={SCROLLS} options={[
          { value: 'all', label: `${t('deal.pictures.all')} (${data?.total ?? 0})` },
          ...DEAL_PICTURE_KINDS.map((k) => ({ value: k, label: `${label(DEAL_PICTURE_KIND_LABELS[k])} (${data?.counts[k] ?? 0})` })),
        ]} />
        <Permission codes={['deal:edit']}>
          <Flex gap={8} align="center">
            <Select<DealPictureKind> value={kind} onChange={setKind} style={{ width: 150 }} data-testid="deal-picture-kind"
              options={DEAL_PICTURE_KINDS.map((k) => ({ value: k, label: label(DEAL_PICTURE_KIND_LABELS[k]) }))} />
            <ImageUpload upload={(file) => upload.mutateAsync({ kind, file })} done={t('deal.pictures.added')} multiple disabled={full}
              label={t('deal.pictures.upload')} testId="deal-picture-upload" />
          </Flex>
        </Permission>
      </Flex>
      {list.length === 0 ? <Empty description={t('deal.pictures.empty')} /> : (
        <Image.PreviewGroup>
          <Flex gap={12} wrap>
            {list.map((p) => (
              <Card key={p.id} size="small" style={{ width: 180 }} data-testid="deal-picture" data-kind={p.kind}
                cover={<Image src={p.thumb_url} preview={{ src: p.url }} alt={p.original_name} height={120} style={{ objectFit: 'cover' }} />}>
                <Typography.Text ellipsis style={{ display: 'block' }}>{label(DEAL_PICTURE_KIND_LABELS[p.kind])}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${p.uploader_name} · ${formatDate(p.created_at, 'YYYY-MM-DD')}`}</Typography.Text>
              </Card>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
    </Flex>
  );
}
