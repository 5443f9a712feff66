// The file name of `attachment; filename="x.xlsx"; filename*=UTF-8''...`, the UTF-8 form (RFC 5987) preferred.
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}
