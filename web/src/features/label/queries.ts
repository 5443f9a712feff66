import { useQuery } from '@tanstack/react-query';
import { labelList, type LabelKind } from '@brokerage/contract';
import { api } from '../../api/client';

// Everything cached by the tag screen lives under one key, so mutations invalidate it whole.
export const LABEL_KEY = ['label'] as const;

export function useLabels(kind: LabelKind) {
  return useQuery({ queryKey: [...LABEL_KEY, kind], queryFn: () => api(labelList, { kind }), select: (d) => d.list });
}
