import { useState } from 'react';
import { Flex, Image, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOOK_AGREEMENT_MAX_BYTES, type LookItem } from '@brokerage/contract';
import { showSuccess } from '../../api/bridge';
import { Permission } from '../../app/permission';
import { CellLink, ListView, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { customerLink } from '../customer/links';
import { houseName } from '../house/links';
import { DealEntryButton } from '../deal/DealEntryButton';
import { uploadAgreement, useAttachAgreement, useCustomerLooks, useHouseLooks } from './queries';
import { ImageUpload } from '../../components/form';

const PAGE_SIZE = 10;

// Attaches the signed agreement to a viewing recorded without it: the photo is uploaded, then given to the viewing,
// which then counts.
function AttachAgreement({ look }: { look: LookItem }) {
  const { t } = useTranslation();
  const attach = useAttachAgreement();
  const upload = useMutation({
    mutationFn: async (file: Blob) => attach.mutateAsync({ id: look.id, version: look.version, file_id: (await uploadAgreement(file)).id }),
    onSuccess: () => showSuccess(t('customerLook.list.attached')),
  });
  return (
    <ImageUpload upload={(file) => upload.mutateAsync(file)} limit={{ maxBytes: LOOK_AGREEMENT_MAX_BYTES, tooLarge: t('customerLook.entry.tooLarge') }}
      size="small" label={t('customerLook.list.attach')} testId="look-attach" />
  );
}

function Agreement({ look }: { look: LookItem }) {
  const { t } = useTranslation();
  if (look.agreement) {
    return (
      <Flex gap={8} align="center">
        <Image src={look.agreement.thumb_url} preview={{ src: look.agreement.url }} width={48} height={48} style={{ objectFit: 'cover' }}
          alt={t('customerLook.list.open')} data-testid="look-agreement-thumb" />
        <Tag color="success">{t('customerLook.list.effective')}</Tag>
      </Flex>
    );
  }
  return (
    <Flex gap={8} align="center" wrap>
      <Tag color="warning">{t('customerLook.list.pending')}</Tag>
      <Permission codes={['look:add']}><AttachAgreement look={look} /></Permission>
    </Flex>
  );
}

// The viewings of one customer (its detail) or of one house (the house's detail), newest first, each with its houses
// (二看 marked), who led it, what the customer said and the agreement that makes it count.
export function LookList({ customerId, houseId }: { customerId?: number; houseId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const byCustomer = useCustomerLooks(customerId ?? 0, page, PAGE_SIZE, customerId !== undefined);
  const byHouse = useHouseLooks(houseId ?? 0, page, PAGE_SIZE, houseId !== undefined);
  const source = customerId !== undefined ? byCustomer : byHouse;

  const columns: ListColumn<LookItem>[] = [
    { key: 'time', title: t('customerLook.list.col.time'), card: 'title', render: (_, l) => formatDate(l.look_at, 'YYYY-MM-DD HH:mm') },
    ...(houseId !== undefined ? [{
      key: 'customer', title: t('customerLook.list.col.customer'),
      render: (_: unknown, l: LookItem) => <CellLink onOpen={() => void navigate(customerLink(l.customer_id))}>{l.customer_name}</CellLink>,
    }] : []),
    {
      key: 'houses', title: t('customerLook.list.col.houses'),
      render: (_, l) => (
        <Flex vertical gap={2}>
          {l.houses.map((h) => (
            <Flex key={h.id} gap={4} align="center" wrap>
              <span data-testid="look-house" data-house-id={h.id} data-second={h.second}>
                {`${houseName(h)} (#${h.id})`}{h.second === 1 && <Tag color="purple" style={{ marginInlineStart: 6 }}>{t('customerLook.list.second')}</Tag>}
              </span>
              <DealEntryButton size="small" houseId={h.id} customerId={l.customer_id} />
            </Flex>
          ))}
        </Flex>
      ),
    },
    {
      key: 'agent', title: t('customerLook.list.col.agent'),
      render: (_, l) => (
        <Flex vertical gap={0}>
          <span>{l.agent_name}</span>
          {l.companion_name && <Typography.Text type="secondary">{`${t('customerLook.list.col.companion')}: ${l.companion_name}`}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'feedback', title: t('customerLook.list.col.feedback'), dataIndex: 'feedback' },
    { key: 'agreement', title: t('customerLook.list.col.agreement'), render: (_, l) => <Agreement look={l} /> },
  ];

  return (
    <ListView testId="look-list" rowKey="id" size="small" columns={columns} source={source}
      rowProps={(l) => ({ 'data-id': l.id, 'data-effective': l.effective })} empty={t('customerLook.list.empty')}
      paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
  );
}
