import sanitize from 'sanitize-html';
import { UPLOADS_URL } from './storage.js';

// The HTML staff write (push messages, articles) as the allow-list keeps it: formatting, lists, tables, links to
// web pages and pictures among our own uploads. Everything else (scripts, event handlers, styles beyond colour and
// alignment, frames, forms, other URL schemes, pictures from elsewhere) is dropped. Run when saved and when shown, so
// a row written before a rule tightened is shown under the new one.

const STYLE_COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const ALIGN = [/^(left|right|center|justify)$/];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'a', 'img', 'span', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: { '*': { color: STYLE_COLOUR, 'background-color': STYLE_COLOUR, 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A picture must be one of our uploads; anything else would be a request to another host from every reader.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnUpload(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

function isOwnUpload(src: string): boolean {
  return src.startsWith(UPLOADS_URL) && !src.includes('..') && /^[\w/.-]+$/.test(src);
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

// Whether sanitised HTML shows anything: text, or a picture.
export function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || sanitize(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
