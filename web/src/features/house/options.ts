import type { Text } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';

// Select options of a contract enum, labelled in the interface language.
export function useEnumOptions() {
  const label = useLabel();
  return <V extends string>(values: readonly V[], labels: Record<V, Text>) => values.map((value) => ({ value, label: label(labels[value]) }));
}
