import { useState } from 'react';
import { Button, Flex, Modal, Table, Tag, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  HOUSE_KIND_LABELS, OFFLINE_IMPORT_COLUMNS, OFFLINE_IMPORT_MAX_BYTES, OFFLINE_IMPORT_MAX_ROWS, OFFLINE_SOURCE_LABELS, houseCheckUpload,
  type ImportReport, type OfflineColumn,
} from '@brokerage/contract';
import { apiUpload } from '../../api/client';
import { showError } from '../../api/bridge';
import { useLabel } from '../../i18n/useLabel';
import { ImportReportView } from './ImportReportView';
import { OFFLINE_KEY } from './queries';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// housecheck/upload is multipart: the one field is the file.
async function uploadFile(file: Blob): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload(houseCheckUpload, form);
}

// Import external houses from an .xlsx: the expected columns first, then the report of the import (the good rows
// are in, each refused row is listed with its errors). `onShow` filters the page to the batch's houses.
export function ImportDialog({ open, onClose, onShow }: { open: boolean; onClose: () => void; onShow: (importId: number) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = useMutation({
    mutationFn: uploadFile,
    onSuccess: (result) => setReport(result),
    // The client has already shown the server's message for a refused file.
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFLINE_KEY }),
  });
  const close = () => {
    setReport(null);
    onClose();
  };
  const values = t('houseOffline.import.values', {
    kinds: Object.values(HOUSE_KIND_LABELS).map(label).join(' / '),
    sources: Object.values(OFFLINE_SOURCE_LABELS).map(label).join(' / '),
  });

  return (
    <Modal
      open={open}
      width={760}
      title={report ? t('houseOffline.report.title', { file: report.filename }) : t('houseOffline.import.title')}
      onCancel={close}
      destroyOnHidden
      data-testid="offline-import-dialog"
      footer={report
        ? [
          <Button key="show" onClick={() => { onShow(report.id); close(); }} data-testid="offline-import-show">{t('houseOffline.report.show')}</Button>,
          <Button key="close" type="primary" onClick={close} data-testid="offline-import-close">{t('houseOffline.report.close')}</Button>,
        ]
        : null}
    >
      {report ? <ImportReportView report={report} /> : (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('houseOffline.import.hint')}</Typography.Paragraph>
          <Upload.Dragger
            accept={XLSX_TYPES}
            showUploadList={false}
            disabled={upload.isPending}
            data-testid="offline-import-upload"
            beforeUpload={(file) => {
              if (file.size > OFFLINE_IMPORT_MAX_BYTES) {
                showError(t('houseOffline.import.limits', { max: OFFLINE_IMPORT_MAX_ROWS }), 5);
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              if (!(file instanceof Blob)) return;
              upload.mutate(file, { onSuccess: (result) => onSuccess?.(result), onError: (error) => onError?.(error) });
            }}
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('houseOffline.import.drop')}</p>
            <p className="ant-upload-hint">{t('houseOffline.import.limits', { max: OFFLINE_IMPORT_MAX_ROWS })}</p>
          </Upload.Dragger>
          <Typography.Text strong>{t('houseOffline.import.columns')}</Typography.Text>
          <Table<OfflineColumn>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={[...OFFLINE_IMPORT_COLUMNS]}
            data-testid="offline-import-columns"
            columns={[
              { key: 'title', title: t('houseOffline.report.column'), render: (_, c) => label(c.title) },
              {
                key: 'required', title: '', width: 100,
                render: (_, c) => (c.required
                  ? <Tag color="red">{t('houseOffline.import.required')}</Tag>
                  : <Tag>{t('houseOffline.import.optional')}</Tag>),
              },
            ]}
          />
          <Typography.Text type="secondary">{values}</Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}
