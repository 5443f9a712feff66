import type { AudienceRecord, MessageAudience } from '@brokerage/contract';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// The composer's plain text as the message's HTML: blank lines part paragraphs, single line breaks stay; what was
// typed is escaped, so it is shown as written and never read as markup.
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).split('\n').join('<br>')}</p>`)
    .join('');
}

// Whether an audience names anyone yet (the count and the send wait for one).
export function hasAudience(audience: MessageAudience): boolean {
  return audience.to_all === 1 || [audience.to_staff, audience.to_stores, audience.to_departments, audience.to_roles].some((ids) => ids.length > 0);
}

// A sent message's audience as one line of names, or null for everyone.
export function audienceNames(audience: AudienceRecord): string | null {
  if (audience.to_all === 1) return null;
  return [...audience.stores, ...audience.departments, ...audience.roles, ...audience.staff].map((item) => item.name).join('、');
}
