import { z } from 'zod';
import { endpoint, type Access, type ExportColumn } from './endpoint.js';
import type { Text } from './i18n.js';

// Excel exports: the server writes the .xlsx (so the data scope applies and every export is logged and counted
// against the daily allowance of the security settings); the web app only saves the file.

// More rows than this are refused rather than cut off silently: the person narrows the filters instead.
export const EXPORT_MAX_ROWS = 20_000;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExportSpec<I extends z.ZodType, R extends z.ZodObject> = {
  path: string;
  access: Access;
  tag: string;
  summary: string;
  // The list's filters without paging: the export holds every matching row.
  input: I;
  row: R;
  filename: Text;
  columns: readonly ExportColumn<keyof z.output<R> & string>[];
};

// A GET whose success answer is an .xlsx file; failures are ordinary envelopes. The handler returns the rows.
export function exportEndpoint<I extends z.ZodType, R extends z.ZodObject>(spec: ExportSpec<I, R>) {
  const { row, filename, columns, ...rest } = spec;
  return endpoint({
    ...rest,
    method: 'GET',
    data: z.object({ list: z.array(row) }),
    download: { filename, columns },
  });
}
