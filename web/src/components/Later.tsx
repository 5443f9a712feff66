import { Suspense, useState, type ReactNode } from 'react';

// Renders its (lazily loaded) children from the first time `when` is true on, and keeps them mounted
// afterwards so a closing drawer or dialog still animates. Code used only once something is opened
// thus stays out of the page's download (docs/performance.md, "Front end").
export function Later({ when, children }: { when: boolean; children: ReactNode }) {
  const [reached, setReached] = useState(when);
  if (when && !reached) setReached(true);
  if (!when && !reached) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
