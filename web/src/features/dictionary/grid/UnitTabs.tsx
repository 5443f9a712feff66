import { Button, Flex, Modal, Skeleton, Tabs, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unitDelete } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { DICTIONARY_KEY, useFloors, type Unit } from '../queries';
import { AddFloor, FloorGrid } from './FloorGrid';

// One unit's tab: its size, the floor tools and the grid.
function UnitPanel({ unit, editable, onRename }: { unit: Unit; editable: boolean; onRename: () => void }) {
  const { t } = useTranslation();
  const floors = useFloors(unit.id);
  const list = floors.data ?? [];
  const doors = list.reduce((sum, f) => sum + f.doors.length, 0);

  return (
    <Flex vertical gap={12} data-testid="unit-panel">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" data-testid="unit-summary">
          {t('dictionary.generate.floors')}: {list.length} · {t('dictionary.door.count', { count: doors })}
        </Typography.Text>
        {editable && (
          <Flex gap={8} wrap>
            <AddFloor unitId={unit.id} floors={list} />
            <Button icon={<EditOutlined />} onClick={onRename} data-testid="unit-rename">{t('dictionary.common.rename')}</Button>
          </Flex>
        )}
      </Flex>
      {floors.isPending ? <Skeleton active /> : <FloorGrid floors={list} editable={editable} />}
    </Flex>
  );
}

type Props = { units: Unit[]; editable: boolean; active: number | null; onActive: (id: number) => void; onAdd: () => void; onRename: (unit: Unit) => void };

// The units of a building as tabs. With edit rights: + adds a unit, × removes an empty one (one with floors
// cannot be removed: 409003).
export function UnitTabs({ units, editable, active, onActive, onAdd, onRename }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const remove = useMutation({
    mutationFn: (id: number) => api(unitDelete, { id }),
    onSuccess: () => showSuccess(t('dictionary.common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY }),
  });
  const confirmRemove = (id: number) => {
    const unit = units.find((u) => u.id === id);
    if (!unit) return;
    void modal.confirm({
      title: t('dictionary.common.confirmDelete', { name: unit.name }),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(id).catch(() => undefined),
    });
  };
  const current = units.find((u) => u.id === active) ?? units[0];

  return (
    <>
      {modalHolder}
      <Tabs
        type={editable ? 'editable-card' : 'card'}
        data-testid="unit-tabs"
        activeKey={current ? String(current.id) : undefined}
        onChange={(key) => onActive(Number(key))}
        onEdit={(key, action) => (action === 'add' ? onAdd() : typeof key === 'string' && confirmRemove(Number(key)))}
        addIcon={<span data-testid="unit-add" aria-label={t('dictionary.unit.add')}><PlusOutlined /></span>}
        items={units.map((unit) => ({
          key: String(unit.id),
          label: <span data-testid="unit-tab">{unit.name}</span>,
          closable: editable && unit.floor_count === 0,
          children: <UnitPanel unit={unit} editable={editable} onRename={() => onRename(unit)} />,
        }))}
      />
    </>
  );
}
