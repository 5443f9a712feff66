import { useMemo } from 'react';
import DOMPurify from 'dompurify';

// Message bodies are HTML written by staff: sanitised here as well, whatever the server did.
export function MessageHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className="message-html" data-testid={testId} style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
