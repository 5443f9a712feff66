import { useState } from 'react';
import { Button, Empty, Flex, InputNumber, Popconfirm, Space, Typography, theme } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { floorAdd, floorDelete } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { fieldConstraints } from '../../../components/form';
import { DICTIONARY_KEY, type Floor } from '../queries';
import { AddDoor, DoorCell } from './DoorCell';

const LABEL_WIDTH = 84;
// The floor numbers the server takes, from the contract: a number outside them is refused here, never changed.
const FLOOR = fieldConstraints(floorAdd.input).number;
const FLOOR_MIN = FLOOR?.min?.value ?? -10;
const FLOOR_MAX = FLOOR?.max?.value ?? 200;

// One floor: its label (with a delete button while it has no doors), then its doors left to right.
function FloorRow({ floor, editable }: { floor: Floor; editable: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api(floorDelete, { id: floor.id }),
    onSuccess: () => showSuccess(t('dictionary.common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
  });
  const label = t('dictionary.floor.label', { name: floor.name });

  return (
    <Flex gap={8} align="flex-start" data-testid="floor-row" data-floor={floor.number}>
      <Flex align="center" justify="space-between" gap={4} data-testid="floor-label" style={{
        width: LABEL_WIDTH, minHeight: 32, padding: '0 8px', flex: 'none', borderRadius: token.borderRadius,
        background: token.colorFillAlter, border: `1px solid ${token.colorBorderSecondary}`, fontWeight: 600,
      }}>
        <span>{label}</span>
        {editable && floor.doors.length === 0 && (
          <Popconfirm title={t('dictionary.common.confirmDelete', { name: label })} onConfirm={() => remove.mutateAsync().catch(() => undefined)}
            okButtonProps={{ ...{ 'data-testid': 'floor-delete-ok' } }}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('dictionary.floor.deleteEmpty')} data-testid="floor-delete" />
          </Popconfirm>
        )}
      </Flex>
      <Flex wrap gap={8} flex={1}>
        {floor.doors.map((door) => <DoorCell key={door.id} door={door} editable={editable} />)}
        {editable && <AddDoor floor={floor} />}
      </Flex>
    </Flex>
  );
}

// The floors of a unit, top first, as the server lists them.
export function FloorGrid({ floors, editable }: { floors: Floor[]; editable: boolean }) {
  const { t } = useTranslation();
  if (floors.length === 0) return <Empty description={t('dictionary.floor.empty')} />;
  return (
    <Flex vertical gap={8} data-testid="floor-grid" style={{ overflowX: 'auto' }}>
      {floors.map((floor) => <FloorRow key={floor.id} floor={floor} editable={editable} />)}
    </Flex>
  );
}

// Adds a floor by number; the next one above the top is suggested.
export function AddFloor({ unitId, floors }: { unitId: number; floors: Floor[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const top = floors.reduce((max, f) => Math.max(max, f.number), 0);
  const [number, setNumber] = useState<number | null>(null);
  const value = number ?? top + 1;
  const problem = !Number.isInteger(value) ? t('shell.form.integer')
    : value < FLOOR_MIN ? t('shell.form.atLeast', { min: FLOOR_MIN })
      : value > FLOOR_MAX ? t('shell.form.atMost', { max: FLOOR_MAX }) : null;
  const add = useMutation({
    mutationFn: (n: number) => api(floorAdd, { unit_id: unitId, number: n }),
    onSuccess: () => {
      showSuccess(t('dictionary.common.saved'));
      setNumber(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
  });
  return (
    <Flex vertical gap={4}>
      <Space.Compact>
        <InputNumber value={value} onChange={(n) => setNumber(n)} status={problem ? 'error' : undefined}
          aria-label={t('dictionary.floor.number')} aria-invalid={problem !== null} title={t('dictionary.floor.numberHint')} style={{ width: 96 }}
          data-testid="floor-add-number" />
        <Button icon={<PlusOutlined />} disabled={value === 0 || problem !== null} loading={add.isPending} onClick={() => add.mutate(value)} data-testid="floor-add">
          {t('dictionary.floor.add')}
        </Button>
      </Space.Compact>
      {problem && <Typography.Text type="danger" role="alert" data-testid="floor-add-problem">{problem}</Typography.Text>}
    </Flex>
  );
}
