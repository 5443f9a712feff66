import type { ReactNode } from 'react';
import { Badge, Flex, Tag } from 'antd';
import { badgeCount } from './pager';

export type StatusTab<K extends string> = { key: K; label: ReactNode; count?: number };

type Props<K extends string> = {
  // The "all" tab: its label and count (the list's total without the status filter).
  all: { label: ReactNode; count?: number };
  tabs: StatusTab<K>[];
  // The statuses chosen; none means all.
  value: readonly K[];
  onChange: (next: K[] | undefined) => void;
  // Several statuses at once (a click adds or removes one) or one at a time.
  multiple?: boolean;
  // The cap the counts were counted to: a count at it reads "2000+".
  cap?: number;
  loaded: boolean;
  // Test ids: the row is `testId`, a tab `${testId}-all` or `${testId}-${key}` with its count in data-count.
  testId: string;
};

// The status tabs above a list: how many rows each status holds under the other filters, a click narrowing the list
// to it, "All" clearing the choice. The counts come from the list's own counting call.
export function StatusTabs<K extends string>({ all, tabs, value, onChange, multiple = false, cap, loaded, testId }: Props<K>) {
  const count = (n: number | undefined) => (
    <Badge count={n === undefined ? '…' : badgeCount(n, cap)} showZero overflowCount={999_999} color={n ? '#1677ff' : '#bfbfbf'}
      style={{ marginInlineStart: 4 }} />
  );
  const toggle = (key: K, on: boolean) => {
    const next = !multiple ? (on ? [key] : []) : on ? [...value, key] : value.filter((k) => k !== key);
    // The tabs' order, whatever the order of the clicks.
    const ordered = tabs.map((tab) => tab.key).filter((k) => next.includes(k));
    onChange(ordered.length > 0 ? ordered : undefined);
  };
  return (
    <Flex align="center" gap={4} wrap data-testid={`${testId}s`} data-loaded={loaded ? 'true' : 'false'}>
      <Tag.CheckableTag checked={value.length === 0} onChange={() => onChange(undefined)} data-testid={`${testId}-all`} data-count={all.count}>
        {all.label}{count(all.count)}
      </Tag.CheckableTag>
      {tabs.map((tab) => (
        <Tag.CheckableTag key={tab.key} checked={value.includes(tab.key)} onChange={(on) => toggle(tab.key, on)}
          data-testid={`${testId}-${tab.key}`} data-count={tab.count}>
          {tab.label}{count(tab.count)}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}
