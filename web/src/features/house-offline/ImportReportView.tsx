import { Alert, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@brokerage/contract';

type Line = { key: string; row: number; column: string; message: string; span: number };

// The outcome of one import: the counts, then one line per error of each refused row (the row number spans them).
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const lines: Line[] = report.report.flatMap(({ row, errors }) => errors.map((e, i) => ({
    key: `${row}-${i}`, row, column: e.column, message: e.message, span: i === 0 ? errors.length : 0,
  })));
  const summary = t('houseOffline.report.summary', { ok: report.ok_rows, total: report.total_rows, failed: report.failed_rows });
  return (
    <Flex vertical gap={12} data-testid="offline-import-report">
      <Alert type={report.failed_rows ? 'warning' : 'success'} showIcon title={summary} data-testid="offline-import-summary" />
      {lines.length === 0
        ? <Typography.Text type="secondary">{t('houseOffline.report.none')}</Typography.Text>
        : (
          <Table<Line>
            size="small"
            rowKey="key"
            pagination={lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            dataSource={lines}
            data-testid="offline-import-errors"
            columns={[
              { key: 'row', title: t('houseOffline.report.row'), dataIndex: 'row', width: 80, onCell: (line) => ({ rowSpan: line.span }) },
              { key: 'column', title: t('houseOffline.report.column'), dataIndex: 'column', width: 160 },
              { key: 'message', title: t('houseOffline.report.message'), dataIndex: 'message' },
            ]}
          />
        )}
    </Flex>
  );
}
