import type { Text } from '@brokerage/contract';

// The phone upload page of an entrust book (?id=12), which the book's QR code opens; apart from the page so the page
// registry names it without the feature's texts.
export const ENTRUST_UPLOAD_PATH = '/entrust/upload';
export const ENTRUST_UPLOAD_TITLE: Text = { en: 'Entrust book scans', zh: '上传委托书', es: 'Escaneos del encargo', ja: '委託書のアップロード' };

export function entrustUploadPath(id: number): string {
  return `${ENTRUST_UPLOAD_PATH}?id=${id}`;
}

export function parseBookId(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
