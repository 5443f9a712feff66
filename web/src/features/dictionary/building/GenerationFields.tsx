import { Alert, Col, Flex, Form, InputNumber, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { BuildingGeneration } from '@brokerage/contract';
import { useSchemaRules } from '../../../components/form';
import { parseSkipFloors, previewOf, shortLabels } from '../generation';

// The fields of a bulk generation inside a larger form, and their preview. A count out of the contract's range is
// refused on its field with the range, never cut to fit (the number boxes have no min/max of their own, which clamp).
export type GenerationValues = { units: number; floors: number; doors: number; start_floor: number; skip_floors?: (string | number)[] };

export const GENERATION_DEFAULTS: GenerationValues = { units: 1, floors: 6, doors: 2, start_floor: 1, skip_floors: [] };
// Floor numbers commonly left out in China (4 sounds like 死) and abroad (13).
const USUAL_SKIPS = [4, 13, 14, 24];

export function toGeneration(values: GenerationValues): BuildingGeneration {
  return {
    units: values.units, floors: values.floors, doors: values.doors, start_floor: values.start_floor,
    skip_floors: parseSkipFloors(values.skip_floors),
  };
}

// The values when they make a generation the server takes, for the preview; null while one is missing or out of range.
function complete(values: Partial<GenerationValues>): GenerationValues | null {
  const { units, floors, doors, start_floor: start } = values;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
  if (!whole(units) || !whole(floors) || !whole(doors) || !whole(start)) return null;
  const checked = { units, floors, doors, start_floor: start, skip_floors: values.skip_floors ?? [] };
  return BuildingGeneration.safeParse(toGeneration(checked)).success ? checked : null;
}

export function GenerationFields<T extends GenerationValues>({ form }: { form: FormInstance<T> }) {
  const { t } = useTranslation();
  const watched = Form.useWatch((values: T) => values, form) as Partial<GenerationValues> | undefined;
  const values = complete(watched ?? {});
  const preview = values ? previewOf(toGeneration(values)) : null;
  const rules = useSchemaRules(BuildingGeneration);
  const required = { required: true, message: t('dictionary.common.required') };
  const number = (testId: string) => <InputNumber style={{ width: '100%' }} data-testid={testId} />;

  return (
    <Flex vertical>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="units" label={t('dictionary.generate.units')} rules={rules('units')}>{number('generate-units')}</Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="floors" label={t('dictionary.generate.floors')} rules={rules('floors')}>{number('generate-floors')}</Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="doors" label={t('dictionary.generate.doors')} rules={rules('doors')}>{number('generate-doors')}</Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="start_floor" label={t('dictionary.generate.startFloor')} rules={rules('start_floor', [required])}>{number('generate-start')}</Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="skip_floors" label={t('dictionary.generate.skipFloors')} extra={t('dictionary.generate.skipHint')}>
            <Select
              mode="tags"
              tokenSeparators={[',', '，', ' ', '、']}
              options={USUAL_SKIPS.map((n) => ({ value: String(n), label: String(n) }))}
              data-testid="generate-skip"
            />
          </Form.Item>
        </Col>
      </Row>
      {preview && values && (
        <Alert
          type="info"
          showIcon
          data-testid="generation-preview"
          title={t('dictionary.generate.preview', { units: values.units, floors: values.floors, doors: values.doors, total: preview.total })}
          description={(
            <Flex vertical>
              <span>{t('dictionary.generate.floorsPreview', { labels: shortLabels(preview.labels) })}</span>
              <span>{t('dictionary.generate.doorsPreview', { first: preview.first, last: preview.last })}</span>
            </Flex>
          )}
        />
      )}
    </Flex>
  );
}
