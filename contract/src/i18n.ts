// The four interface languages; every user-facing text the server or contract owns exists in all of them.
export const LANGS = ['en', 'zh', 'es', 'ja'] as const;
export type Lang = (typeof LANGS)[number];
export type Text = Record<Lang, string>;

export const DEFAULT_LANG: Lang = 'en';

// A text in the four languages, in the order en, zh, es, ja.
export function text(en: string, zh: string, es: string, ja: string): Text {
  return { en, zh, es, ja };
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

// Picks the first supported language of an Accept-Language header ("zh-CN,zh;q=0.9,en;q=0.8").
export function langFromHeader(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((r) => isLang(r.base))?.base as Lang | undefined ?? DEFAULT_LANG;
}

// Replaces {name} placeholders.
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
