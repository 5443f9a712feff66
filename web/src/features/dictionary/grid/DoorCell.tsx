import { useRef, useState, type CSSProperties } from 'react';
import { Button, Input, Popconfirm, Tooltip, theme } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { doorAdd, doorDelete, doorUpdate, doorName } from '@brokerage/contract';
import { api } from '../../../api/client';
import { DICTIONARY_KEY, type Door, type Floor } from '../queries';

const CELL_WIDTH = 96;
const CELL_HEIGHT = 32;
const NAME_MAX = 50;

function useCellStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    width: CELL_WIDTH, height: CELL_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2,
    border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, background: token.colorBgContainer,
  };
}

type InlineProps = { mode: 'rename' | 'add'; initial: string; onSave: (name: string) => void; onCancel: () => void; testId: string };

// A name typed in place: Enter saves, Escape gives up. Leaving the field saves a rename, but does not add a
// door nobody confirmed.
function InlineName({ mode, initial, onSave, onCancel, testId }: InlineProps) {
  const [draft, setDraft] = useState(initial);
  // Enter saves and unmounts the field, whose blur then must not save a second time.
  const done = useRef(false);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const name = draft.trim();
    if (save && name && (mode === 'add' || name !== initial)) onSave(name);
    else onCancel();
  };
  return (
    <Input
      autoFocus
      size="small"
      maxLength={NAME_MAX}
      value={draft}
      style={{ width: CELL_WIDTH, height: CELL_HEIGHT }}
      data-testid={testId}
      onFocus={(e) => e.target.select()}
      onChange={(e) => setDraft(e.target.value)}
      onPressEnter={() => finish(true)}
      onBlur={() => finish(mode === 'rename')}
      onKeyDown={(e) => e.key === 'Escape' && finish(false)}
    />
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY });
}

// One door of the grid: click its number to rename it, × to remove it.
export function DoorCell({ door, editable }: { door: Door; editable: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const style = useCellStyle();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const rename = useMutation({ mutationFn: (name: string) => api(doorUpdate, { id: door.id, name }), onSettled: refresh });
  const remove = useMutation({ mutationFn: () => api(doorDelete, { id: door.id }), onSettled: refresh });

  if (editing) {
    return <InlineName mode="rename" initial={door.name} testId="door-rename-input" onCancel={() => setEditing(false)} onSave={(name) => {
      setEditing(false);
      rename.mutate(name);
    }} />;
  }
  return (
    <div style={style} data-testid="door-cell" data-door={door.name}>
      {editable ? (
        <Tooltip title={t('dictionary.common.rename')} mouseEnterDelay={0.6}>
          <Button type="text" size="small" style={{ padding: '0 4px' }} onClick={() => setEditing(true)} data-testid="door-name">{door.name}</Button>
        </Tooltip>
      ) : <span data-testid="door-name">{door.name}</span>}
      {editable && (
        <Popconfirm title={t('dictionary.common.confirmDelete', { name: door.name })} onConfirm={() => remove.mutateAsync().catch(() => undefined)}
          okButtonProps={{ ...{ 'data-testid': 'door-delete-ok' } }}>
          <Button type="text" size="small" icon={<CloseOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />} aria-label={t('dictionary.common.delete')} data-testid="door-delete" />
        </Popconfirm>
      )}
    </div>
  );
}

// The + at the end of a floor: a new door, its number suggested from the floor and the doors already there.
export function AddDoor({ floor }: { floor: Floor }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  const add = useMutation({ mutationFn: (name: string) => api(doorAdd, { floor_id: floor.id, name }), onSettled: refresh });

  if (adding) {
    const taken = new Set(floor.doors.map((d) => d.name));
    let n = floor.doors.length + 1;
    while (taken.has(doorName(floor.number, n))) n++;
    return <InlineName mode="add" initial={doorName(floor.number, n)} testId="door-add-input" onCancel={() => setAdding(false)} onSave={(name) => {
      setAdding(false);
      add.mutate(name);
    }} />;
  }
  return (
    <Tooltip title={t('dictionary.door.add')} mouseEnterDelay={0.6}>
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => setAdding(true)} aria-label={t('dictionary.door.add')}
        style={{ width: CELL_HEIGHT, height: CELL_HEIGHT, color: token.colorTextTertiary }} data-testid="door-add" />
    </Tooltip>
  );
}
