import { describe, expect, test } from 'vitest';
import { audienceNames, hasAudience, textToHtml } from './pushHtml';

describe('the push composer', () => {
  test('plain text becomes paragraphs and line breaks, escaped', () => {
    expect(textToHtml('今晚七点\n门店会议\n\n  请准时 <b>到场</b> & 签到 \n\n\n')).toBe('<p>今晚七点<br>门店会议</p><p>请准时 &lt;b&gt;到场&lt;/b&gt; &amp; 签到</p>');
    expect(textToHtml('a\r\n\r\nb "c" \'d\'')).toBe('<p>a</p><p>b &quot;c&quot; &#39;d&#39;</p>');
    expect(textToHtml(' \n \n')).toBe('');
  });

  test('an audience counts once it names anyone', () => {
    const none = { to_all: 0 as const, to_staff: [], to_stores: [], to_departments: [], to_roles: [] };
    expect(hasAudience(none)).toBe(false);
    expect(hasAudience({ ...none, to_all: 1 })).toBe(true);
    expect(hasAudience({ ...none, to_roles: [3] })).toBe(true);
  });

  test('a sent audience reads as its names, stores first', () => {
    const none = { to_all: 0 as const, staff: [], stores: [], departments: [], roles: [] };
    expect(audienceNames({ ...none, to_all: 1, stores: [{ id: 1, name: '陆家嘴店' }] })).toBeNull();
    expect(audienceNames({ ...none, staff: [{ id: 9, name: '张伟' }], stores: [{ id: 1, name: '陆家嘴店' }] })).toBe('陆家嘴店、张伟');
  });
});
