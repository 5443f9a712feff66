import { Alert, Button, Card, Empty, Flex, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildingUpdate } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { DICTIONARY_KEY, type Building } from '../queries';
import { GENERATION_DEFAULTS, GenerationFields, toGeneration, type GenerationValues } from '../building/GenerationFields';

// A building without units: add one by hand, or have the server generate units, floors and doors at once (one
// transaction: all of them or none).
export function GenerateUnits({ building, editable, onAddUnit }: { building: Building | undefined; editable: boolean; onAddUnit: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GenerationValues>();
  const queryClient = useQueryClient();
  const generate = useMutation({
    mutationFn: (values: GenerationValues) => {
      if (!building) throw new Error('building not loaded');
      return api(buildingUpdate, { id: building.id, name: building.name, sort: building.sort, generate: toGeneration(values) });
    },
    onSuccess: (filled) => showSuccess(t('dictionary.generate.done', { count: filled.door_count })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
  });

  if (!editable) return <Empty description={t('dictionary.unit.empty')} data-testid="building-no-units" />;

  return (
    <Flex vertical gap={16} data-testid="building-no-units">
      <Alert type="warning" showIcon title={t('dictionary.generate.noUnits')} />
      <Card size="small" title={t('dictionary.generate.title')} style={{ maxWidth: 640 }}
        extra={<Button size="small" icon={<PlusOutlined />} onClick={onAddUnit} disabled={generate.isPending} data-testid="unit-add-first">{t('dictionary.unit.add')}</Button>}>
        <Form<GenerationValues> form={form} layout="vertical" initialValues={GENERATION_DEFAULTS} onFinish={(v) => generate.mutate(v)} data-testid="generate-form">
          <GenerationFields form={form} />
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={generate.isPending} disabled={!building} data-testid="generate-submit">
              {t('dictionary.generate.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
