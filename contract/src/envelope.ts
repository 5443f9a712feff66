import { z } from 'zod';

// Every response body: { code, message, error, data }. Clients compare `code` as text.
export type Envelope<T> = { code: string; message: string; error: string; data: T };

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), message: z.string(), error: z.string(), data });
}

// A paged list: `list` plus `page.total` (spec §3 "Paged list responses").
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
  });
}
// A paged list whose total is counted only up to `page.total_cap`: a total equal to it means that many or more (the
// lists of the tables that grow without bound: houses, follow-ups, the logs).
export function cappedPagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), total_cap: z.number().int() }),
  });
}
export type Paged<T> = { list: T[]; page: { page: number; limit: number; total: number } };
