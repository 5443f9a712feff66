import {
  ENTRUST_KIND_CALLS, entrustAdd, entrustDelete, entrustGet, entrustList, entrustUpdate, entrustUpfile, type HouseKind,
} from '@brokerage/contract';
import { route, uploadRoute, type RouteDef } from '../../core/route.js';
import * as books from './entrust.service.js';
import { bookQrCode, scanFile, uploadScan } from './entrust-file.service.js';
import { bookIn, bookItem, listBooks } from './entrust-read.js';

// The general calls, then the older sale and rental calls: the same operations with the kind fixed.

function kindRoutes(kind: HouseKind): RouteDef[] {
  const calls = ENTRUST_KIND_CALLS[kind];
  return [
    route(calls.list, (ctx, input) => listBooks(ctx, { ...input, kind })),
    route(calls.get, async (ctx, input) => bookItem(ctx, (await bookIn(ctx, input.id, kind)).id)),
    route(calls.add, (ctx, input) => books.addBook(ctx, { ...input, submit: 1 }, kind)),
    route(calls.draft, (ctx, input) => books.saveDraft(ctx, input, kind)),
    route(calls.update, (ctx, input) => books.updateBook(ctx, input, kind)),
    route(calls.del, (ctx, input) => books.deleteBook(ctx, input, kind)),
    route(calls.qr, (ctx, input) => bookQrCode(ctx, input.id, kind)),
    route(calls.dl, (ctx, input) => scanFile(ctx, input, kind)),
  ];
}

export const entrustRoutes: RouteDef[] = [
  route(entrustList, (ctx, input) => listBooks(ctx, input)),
  route(entrustGet, async (ctx, input) => bookItem(ctx, (await bookIn(ctx, input.id)).id)),
  route(entrustAdd, (ctx, input) => books.addBook(ctx, input)),
  route(entrustUpdate, (ctx, input) => books.updateBook(ctx, input)),
  route(entrustDelete, (ctx, input) => books.deleteBook(ctx, input)),
  uploadRoute(entrustUpfile, (ctx, input) => uploadScan(ctx, input.file)),
  ...kindRoutes('sale'),
  ...kindRoutes('rent'),
];
