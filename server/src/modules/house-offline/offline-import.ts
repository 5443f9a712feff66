import type { CellValue } from 'read-excel-file/node';
import type { z } from 'zod';
import {
  LANGS, OFFLINE_CELL_LABELS, OFFLINE_IMPORT_COLUMNS, OFFLINE_IMPORT_MAX_ROWS, OfflineHouseFields, offlineRuleText, type ImportRowError,
  type Lang, type OfflineField, type OfflineRule,
} from '@brokerage/contract';
import { AppError } from '../../core/errors.js';
import { readWorkbook } from '../../core/excel-thread.js';
import { fieldMessages } from '../../core/validation.js';

// Reading an import file: the header row names the columns (in any of the four languages, or by key, in any
// order), every following non-empty row is one external house checked by the same schema as houseoffline/add.
// Cells are turned into what the schema expects (numbers typed as text become numbers, a phone typed as a number
// becomes text, a kind or source may be its label in any language); what still fails is reported per cell in the
// caller's language.

export type ParsedRow = { row: number; fields: z.output<typeof OfflineHouseFields> };
export type ParsedFile = { total: number; good: ParsedRow[]; bad: ImportRowError[] };

type Cell = CellValue | null;

const NUMBER_FIELDS = new Set<OfflineField>(['floor_number', 'total_floors', 'area', 'price', 'rooms', 'halls', 'baths']);
const normalise = (value: string) => value.trim().toLowerCase();

const HEADER_NAMES = new Map<string, OfflineField>(OFFLINE_IMPORT_COLUMNS.flatMap((column) => [
  [normalise(column.key), column.key] as const,
  ...LANGS.map((lang) => [normalise(column.title[lang]), column.key] as const),
]));

const LABEL_NAMES = Object.fromEntries(Object.entries(OFFLINE_CELL_LABELS).map(([field, labels]) => [
  field,
  new Map(Object.entries(labels).flatMap(([code, label]) => [[normalise(code), code], ...LANGS.map((lang) => [normalise(label[lang]), code] as const)])),
])) as Record<keyof typeof OFFLINE_CELL_LABELS, Map<string, string>>;

const isEmpty = (cell: Cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

function cellText(cell: Cell): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

// A cell as the schema's field expects it; undefined lets the field's default apply (or report it as required).
function cellValue(field: OfflineField, cell: Cell): unknown {
  if (isEmpty(cell)) return undefined;
  if (NUMBER_FIELDS.has(field)) {
    if (typeof cell === 'number') return cell;
    const text = cellText(cell).replace(/,/g, '');
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  const text = cellText(cell);
  if (field === 'kind' || field === 'source') return LABEL_NAMES[field].get(normalise(text)) ?? text;
  return text;
}

function columnTitle(field: string, lang: Lang): string {
  return OFFLINE_IMPORT_COLUMNS.find((c) => c.key === field)?.title[lang] ?? field;
}

function optionsOf(field: string, lang: Lang): string {
  if (field !== 'kind' && field !== 'source') return '';
  return Object.values(OFFLINE_CELL_LABELS[field]).map((label) => label[lang]).join(', ');
}

// One zod issue of a row as the person reads it.
function issueMessage(issue: z.core.$ZodIssue, field: string, input: Record<string, unknown>, lang: Lang): string {
  const say = (rule: OfflineRule, params: Record<string, string | number> = {}) => offlineRuleText(rule, lang, params);
  const given = input[field];
  switch (issue.code) {
    case 'invalid_type':
      if (given === undefined) return say('required');
      if (issue.expected === 'int') return say('notInteger');
      return NUMBER_FIELDS.has(field as OfflineField) ? say('notNumber') : say('invalid');
    case 'too_small':
      if (issue.origin === 'string') return say('required');
      return issue.inclusive === false && Number(issue.minimum) === 0 ? say('positive') : say('atLeast', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? say('tooLong', { max: Number(issue.maximum) }) : say('atMost', { max: Number(issue.maximum) });
    case 'invalid_value':
      return say('oneOf', { options: optionsOf(field, lang) });
    case 'invalid_format':
      if (field === 'owner_phone') return say('phone');
      if (field === 'source_url') return say('url');
      return say('invalid');
    case 'custom':
      if (field === 'floor_number') return say('floorAboveTotal', { floor: String(input.floor_number), total: String(input.total_floors) });
      // Yuan and SquareMetres refine to two decimals.
      return field === 'area' || field === 'price' ? say('twoDecimals') : say('invalid');
    default:
      return fieldMessages([issue], lang)[field] ?? say('invalid');
  }
}

function checkRow(row: number, input: Record<string, unknown>, lang: Lang): ParsedRow | ImportRowError {
  const parsed = OfflineHouseFields.safeParse(input);
  if (parsed.success) return { row, fields: parsed.data };
  const seen = new Set<string>();
  const errors = parsed.error.issues.flatMap((issue) => {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ column: columnTitle(field, lang), message: issueMessage(issue, field, input, lang) }];
  });
  return { row, errors };
}

async function readRows(bytes: Buffer, lang: Lang): Promise<Cell[][]> {
  try {
    // Read on the Excel thread (core/excel-thread.ts), which loads the reader with the first import.
    return (await readWorkbook(bytes)) as Cell[][];
  } catch {
    throw new AppError('BAD_REQUEST', { detail: offlineRuleText('notWorkbook', lang) });
  }
}

// The header's column positions; refuses a header with unknown or missing columns (nothing is imported then).
function headerOf(cells: Cell[], lang: Lang): Map<number, OfflineField> {
  const positions = new Map<number, OfflineField>();
  cells.forEach((cell, index) => {
    if (isEmpty(cell)) return;
    const field = HEADER_NAMES.get(normalise(cellText(cell)));
    if (!field) throw new AppError('BAD_REQUEST', { detail: offlineRuleText('unknownColumn', lang, { column: cellText(cell) }) });
    positions.set(index, field);
  });
  const present = new Set(positions.values());
  const missing = OFFLINE_IMPORT_COLUMNS.filter((c) => !present.has(c.key)).map((c) => c.title[lang]);
  if (missing.length) throw new AppError('BAD_REQUEST', { detail: offlineRuleText('missingColumns', lang, { columns: missing.join(', ') }) });
  return positions;
}

export async function parseImportFile(bytes: Buffer, lang: Lang): Promise<ParsedFile> {
  const [header = [], ...rest] = await readRows(bytes, lang);
  const positions = headerOf(header, lang);
  // Spreadsheet row numbers: the header is row 1.
  const rows = rest.map((cells, index) => ({ row: index + 2, cells })).filter(({ cells }) => cells.some((cell) => !isEmpty(cell)));
  if (!rows.length) throw new AppError('BAD_REQUEST', { detail: offlineRuleText('empty', lang) });
  if (rows.length > OFFLINE_IMPORT_MAX_ROWS) {
    throw new AppError('BAD_REQUEST', { detail: offlineRuleText('tooManyRows', lang, { count: rows.length, max: OFFLINE_IMPORT_MAX_ROWS }) });
  }
  const good: ParsedRow[] = [];
  const bad: ImportRowError[] = [];
  for (const { row, cells } of rows) {
    const input: Record<string, unknown> = {};
    for (const [index, field] of positions) {
      const value = cellValue(field, cells[index] ?? null);
      if (value !== undefined) input[field] = value;
    }
    const checked = checkRow(row, input, lang);
    if ('fields' in checked) good.push(checked);
    else bad.push(checked);
  }
  return { total: rows.length, good, bad };
}
