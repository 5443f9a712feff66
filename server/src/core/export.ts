import type { Cell } from 'write-excel-file/node';
import { EXPORT_MAX_ROWS, type Download, type ExportColumn, type Lang } from '@brokerage/contract';
import type { Ctx } from './context.js';
import { AppError } from './errors.js';
import { writeBehaviour } from './audit.js';
import { nextTurn } from './jobs.js';
import { companyWallClock, startOfCompanyDay } from './clock.js';
import { openWorkbook } from './excel-thread.js';

// What an export handler passes to its list's service: every row, and one more to tell that there are too many.
export const EXPORT_PAGE = { page: 1, limit: EXPORT_MAX_ROWS + 1 } as const;

// Export dates are written as the staff read them, on the company's wall clock.
const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';
const DATE_FORMAT = 'yyyy-mm-dd';

function cellOf(value: unknown, column: ExportColumn, lang: Lang): Cell {
  if (value === null || value === undefined || value === '') return null;
  const format = column.format ?? 'text';
  if (format === 'number') return typeof value === 'number' ? value : Number(value);
  if (format === 'list') return Array.isArray(value) ? value.join('、') : String(value);
  if (format === 'datetime' || format === 'date') {
    return { value: companyWallClock(Number(value)), format: format === 'date' ? DATE_FORMAT : DATETIME_FORMAT };
  }
  if (typeof format === 'object') {
    const label = format.labels[String(value)];
    return label ? label[lang] : String(value);
  }
  return typeof value === 'string' ? value : String(value);
}

// Rows turned into cells this many at a time, with a turn of the event loop between slices (about 15 ms of the
// server's thread a slice for the house export's 24 columns), each slice handed to the Excel thread at once.
export const CELL_SLICE = 500;

export async function xlsxOf(download: Download, rows: readonly Record<string, unknown>[], lang: Lang): Promise<Buffer> {
  const workbook = openWorkbook();
  try {
    workbook.add([download.columns.map((c) => ({ value: c.title[lang], fontWeight: 'bold' }))]);
    for (let from = 0; from < rows.length; from += CELL_SLICE) {
      if (from > 0) await nextTurn();
      workbook.add(rows.slice(from, from + CELL_SLICE).map((row) => download.columns.map((c) => cellOf(row[c.key], c, lang))));
    }
  } catch (error) {
    workbook.drop();
    throw error;
  }
  return workbook.write({ columns: download.columns.map((c) => ({ width: c.width ?? 14 })), stickyRowsCount: 1 });
}

// "员工列表-20261122-0930.xlsx"
export function exportFileName(download: Download, lang: Lang, now: number): string {
  const at = companyWallClock(now).toISOString();
  return `${download.filename[lang]}-${at.slice(0, 10).replaceAll('-', '')}-${at.slice(11, 16).replace(':', '')}.xlsx`;
}

// Exports are counted per person per company day against the security settings' allowance.
export async function assertExportAllowed(ctx: Ctx): Promise<void> {
  const limit = (await ctx.settings.get()).settings.export_daily_limit;
  const { n } = await ctx.db.selectFrom('behaviour_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', ctx.caller.staffId)
    .where('action', '=', 'export')
    .where('created_at', '>=', startOfCompanyDay(ctx.now))
    .executeTakeFirstOrThrow();
  if (Number(n) >= limit) throw new AppError('QUOTA_EXCEEDED', { detail: `Excel ${Number(n)}/${limit}` });
}

export async function buildExport(ctx: Ctx, path: string, download: Download, input: unknown, rows: readonly Record<string, unknown>[]) {
  if (rows.length > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_LARGE', { max: EXPORT_MAX_ROWS });
  const file = await xlsxOf(download, rows, ctx.lang);
  await writeBehaviour(ctx.db, ctx, {
    staffId: ctx.caller.staffId,
    account: ctx.caller.account,
    action: 'export',
    detail: `${path}: ${rows.length} rows ${JSON.stringify(input)}`,
  });
  return { file, name: exportFileName(download, ctx.lang, ctx.now) };
}
