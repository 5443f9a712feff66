import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { text as t, type Text } from './i18n.js';
import { ItemOption } from './item.js';
import { Flag, Id } from './validators.js';

// Labels (tags) put on houses and customers: 满五唯一, 近地铁, 急售… A label is never deleted, only disabled, so the
// records that carry it keep their meaning; a disabled label is no longer offered for new tagging.

export const LABEL_KINDS = ['house', 'customer', 'newhouse'] as const;
export const LabelKind = z.enum(LABEL_KINDS);
export type LabelKind = z.infer<typeof LabelKind>;
export const LABEL_KIND_LABELS: Record<LabelKind, Text> = {
  house: { en: 'House tags', zh: '房源标签', es: 'Etiquetas de inmuebles', ja: '物件タグ' },
  customer: { en: 'Customer tags', zh: '客源标签', es: 'Etiquetas de clientes', ja: '顧客タグ' },
  newhouse: { en: 'New-house tags', zh: '新房标签', es: 'Etiquetas de obra nueva', ja: '新築タグ' },
};

export const LABEL_DEFAULT_COLOR = '#1890ff';
const Color = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1890ff');

export const Label = z.object({
  id: z.number().int(),
  kind: LabelKind,
  name: z.string(),
  color: z.string(),
  sort: z.number().int(),
  enabled: Flag,
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type Label = z.infer<typeof Label>;

const LabelFilters = { kind: LabelKind.optional(), enabled: z.coerce.number().pipe(Flag).optional() };

export const labelList = endpoint({
  method: 'GET', path: 'labels', access: 'signed-in', tag: 'label',
  summary: 'Labels, by kind and enabled state, in their sort order.',
  input: z.strictObject(LabelFilters),
  data: z.object({ list: z.array(Label) }),
});

export const labelExport = exportEndpoint({
  path: 'labels/export', access: 'label:export', tag: 'label',
  summary: 'The labels matching the list\'s filters, as an Excel file.',
  input: z.strictObject(LabelFilters),
  row: Label,
  filename: t('Labels', '标签', 'Etiquetas', 'タグ'),
  columns: [
    { key: 'kind', title: t('Kind', '类型', 'Tipo', '種類'), format: { labels: LABEL_KIND_LABELS }, width: 10 },
    { key: 'name', title: t('Label', '标签', 'Etiqueta', 'タグ'), width: 16 },
    { key: 'color', title: t('Colour', '颜色', 'Color', '色'), width: 10 },
    { key: 'sort', title: t('Order', '排序', 'Orden', '並び順'), format: 'number', width: 8 },
    { key: 'enabled', title: t('State', '状态', 'Estado', '状態'), format: { labels: {
      0: t('Disabled', '已停用', 'Desactivada', '無効'), 1: t('In use', '启用', 'En uso', '有効'),
    } }, width: 10 },
    { key: 'updated_at', title: t('Updated', '更新时间', 'Actualizada', '更新日時'), format: 'datetime', width: 18 },
  ],
});

export const labelPicture = endpoint({
  method: 'GET', path: 'label/picture', access: 'signed-in', tag: 'label',
  summary: 'The groups house pictures are labelled with (floor plan, indoor, outdoor, certificates), in the caller\'s language.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(ItemOption) }),
});

export const labelChange = endpoint({
  method: 'POST', path: 'label/change', access: 'label:edit', tag: 'label',
  summary: 'Adds a label (no id: kind and name needed; names are unique within a kind) or changes one (id: any of name, color, sort, enabled). Labels are disabled, never deleted; their kind never changes.',
  input: z.strictObject({
    id: Id.optional(),
    kind: LabelKind.optional(),
    name: z.string().trim().min(1).max(20).optional(),
    color: Color.optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
    enabled: Flag.optional(),
  }).refine((v) => v.id !== undefined || (v.kind !== undefined && v.name !== undefined), 'a new label needs kind and name'),
  data: Label,
});
