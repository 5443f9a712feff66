import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { openOnKey } from './cells';

// Text in a list that opens something (a record, a dialog) on a click: a link to the eye and, having no address, a
// button to the keyboard and to screen readers (it takes the focus and opens with Enter or Space).
export function CellLink({ onOpen, strong, testId, children }: { onOpen: () => void; strong?: boolean; testId?: string; children: ReactNode }) {
  return (
    <Typography.Link strong={strong} role="button" tabIndex={0} onClick={onOpen} onKeyDown={openOnKey(onOpen)} data-testid={testId}>
      {children}
    </Typography.Link>
  );
}
