import { pinyin } from 'pinyin-pro';

// Full pinyin and initials of a name, for search: 万科城市花园 → wankechengshihuayuan / wkcshy. Letters and
// digits in the name are kept as they are; ü is written v, as people type it.
export function pinyinOf(text: string): { full: string; initials: string } {
  const clean = (s: string) => s.toLowerCase().replace(/ü/g, 'v').replace(/[^a-z0-9]/g, '');
  const full = pinyin(text, { toneType: 'none', type: 'array' }).map(clean);
  return { full: full.join(''), initials: full.map((syllable) => (/^\d+$/.test(syllable) ? syllable : syllable.charAt(0))).join('') };
}
