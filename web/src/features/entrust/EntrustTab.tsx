import { useState } from 'react';
import { Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ENTRUST_FIELD_LABELS, ENTRUST_STATE_LABELS, ENTRUST_TYPE_LABELS, type EntrustItem, type HouseDetail } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { useLabel } from '../../i18n/useLabel';
import { EntrustDrawer } from './EntrustDrawer';
import { QrDialog } from './QrDialog';
import { STATE_COLORS, callsOf, isEditable, periodText } from './logic';
import { downloadScan, useHouseBooks, useInvalidateBooks } from './queries';

// The house's entrust books (委托书) on its detail page: their states, and entering, changing, submitting, deleting
// them, the QR code of a book's phone upload page and its signed scan.
export function EntrustTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const books = useHouseBooks(house.id);
  const canEdit = usePermission(['entrust:edit']);
  const invalidate = useInvalidateBooks();
  const [editing, setEditing] = useState<{ book: EntrustItem | null } | null>(null);
  const [qr, setQr] = useState<EntrustItem | null>(null);
  const calls = callsOf(house.kind);

  const remove = async (book: EntrustItem) => {
    await api(calls.del, { id: book.id, version: book.version });
    showSuccess(t('entrust.deleted'));
    void invalidate();
  };

  return (
    <Flex vertical gap={12} data-testid="entrust-tab">
      {canEdit && (
        <div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ book: null })} data-testid="entrust-add">{t('entrust.add')}</Button>
        </div>
      )}
      <Table<EntrustItem>
        rowKey="id" size="small" loading={books.isLoading} dataSource={books.data ?? []} pagination={false}
        locale={{ emptyText: t('entrust.empty') }} scroll={{ x: 'max-content' }}
        onRow={(book) => ({ 'data-testid': `entrust-row-${book.id}` } as React.HTMLAttributes<HTMLElement>)}
        columns={[
          { key: 'type', title: t('entrust.col.type'), render: (_, b) => label(ENTRUST_TYPE_LABELS[b.type]) },
          { key: 'period', title: t('entrust.col.period'), render: (_, b) => periodText(b, label(ENTRUST_FIELD_LABELS.openEnded)) },
          { key: 'owner', title: t('entrust.col.owner'), dataIndex: 'owner_name' },
          { key: 'price', title: t('entrust.col.price'), render: (_, b) => b.price.toFixed(2) },
          {
            key: 'state', title: t('entrust.col.state'), render: (_, b) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATE_COLORS[b.state]} data-testid="entrust-state">{label(ENTRUST_STATE_LABELS[b.state])}</Tag>
                {b.status === 'rejected' && b.reject_reason && <Typography.Text type="danger">{t('entrust.rejectReason', { reason: b.reject_reason })}</Typography.Text>}
              </Space>
            ),
          },
          { key: 'agent', title: t('entrust.col.agent'), render: (_, b) => `${b.agent_name}${b.store_name ? `（${b.store_name}）` : ''}` },
          { key: 'scans', title: t('entrust.col.scans'), render: (_, b) => b.scans.length },
          {
            key: 'actions', title: t('entrust.col.actions'), render: (_, b) => (
              <Space wrap>
                {canEdit && isEditable(b) && <Button size="small" onClick={() => setEditing({ book: b })} data-testid="entrust-edit">{t('entrust.edit')}</Button>}
                {canEdit && isEditable(b) && <Button size="small" icon={<QrcodeOutlined />} onClick={() => setQr(b)} data-testid="entrust-qr">{t('entrust.qr')}</Button>}
                {b.scans.length > 0 && (
                  <Button size="small" icon={<DownloadOutlined />} onClick={() => void downloadScan(b.kind, b.id).catch(() => undefined)} data-testid="entrust-download">
                    {t('entrust.download')}
                  </Button>
                )}
                {canEdit && isEditable(b) && (
                  <Popconfirm title={t('entrust.confirmDelete')} onConfirm={() => remove(b).catch(() => undefined)}>
                    <Button size="small" danger data-testid="entrust-delete">{t('entrust.delete')}</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <EntrustDrawer open houseId={house.id} kind={house.kind} book={editing.book} onClose={() => setEditing(null)} />}
      {qr && <QrDialog book={qr} onClose={() => setQr(null)} />}
    </Flex>
  );
}
