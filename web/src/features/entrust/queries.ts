import { useQuery, useQueryClient } from '@tanstack/react-query';
import { entrustGet, entrustList, entrustUpfile, type HouseKind } from '@brokerage/contract';
import { api, apiFile, apiUpload } from '../../api/client';
import { callsOf } from './logic';

const ENTRUST_KEY = ['entrust'] as const;
const HOUSE_BOOKS_LIMIT = 100;

export function useHouseBooks(houseId: number) {
  return useQuery({
    queryKey: [...ENTRUST_KEY, 'house', houseId],
    queryFn: () => api(entrustList, { house_id: houseId, limit: HOUSE_BOOKS_LIMIT }),
    select: (d) => d.list,
  });
}

export function useBook(id: number | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: [...ENTRUST_KEY, 'book', id],
    queryFn: () => api(entrustGet, { id: id ?? 0 }),
  });
}

export function useInvalidateBooks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ENTRUST_KEY });
}

// houseentrust/upfile is multipart with the image alone.
export function uploadScan(file: Blob) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload(entrustUpfile, form);
}

export function bookQrCode(kind: HouseKind, id: number) {
  return api(callsOf(kind).qr, { id });
}

export function downloadScan(kind: HouseKind, id: number, index = 1) {
  return apiFile(callsOf(kind).dl, { id, index });
}
