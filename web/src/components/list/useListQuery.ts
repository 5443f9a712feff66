import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { parseQuery, readSearch, writeSearch } from './urlQuery';

// Keeps a state in the URL query of the page's own path. A cached tab stays mounted (hidden) while another page is
// shown and sees that page's query: only the page's own location may change the state.
export function useUrlState<T>(parse: (search: string) => T, serialize: (state: T) => string, path?: string): [T, (next: T) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [own] = useState(path ?? pathname);
  const mine = pathname === own;
  const [seen, setSeen] = useState(mine ? search : '');
  const [state, setState] = useState<T>(() => parse(mine ? search : ''));
  if (mine && search !== seen) {
    setSeen(search);
    setState(parse(search));
  }
  const write = (next: T) => {
    setState(next);
    const query = serialize(next);
    void navigate(query ? `${own}?${query}` : own, { replace: true });
  };
  return [state, write];
}

type Options = {
  // Values the query starts from, before the link's (a required field's default, like the house kind).
  base?: Record<string, unknown>;
  // Display helpers that travel beside the filters (the name of a picked person), not sent to the server.
  extras?: readonly string[];
  // The page's path, when the component may first render under another one.
  path?: string;
};

export type ListQueryState<Q> = { query: Q; extras: Record<string, string> };

// A list's filters, sort and page in the URL query, parsed against the endpoint's input schema (its names, units
// and defaults; a field it refuses is dropped). `filter` starts again at the first page; `page` moves the pager.
export function useListQuery<S extends z.ZodType>(schema: S, { base = {}, extras = [], path }: Options = {}) {
  type Q = z.output<S>;
  const [defaults] = useState(() => parseQuery(schema, base) as Q);
  const parse = (search: string): ListQueryState<Q> => {
    const raw = readSearch(search);
    const kept: Record<string, string> = {};
    for (const key of extras) {
      if (raw[key]) kept[key] = raw[key].slice(0, 100);
      delete raw[key];
    }
    return { query: parseQuery(schema, { ...base, ...raw }) ?? defaults, extras: kept };
  };
  const serialize = ({ query, extras: shown }: ListQueryState<Q>) => writeSearch({ ...(query as object), ...shown }, defaults as Record<string, unknown>);
  const [state, write] = useUrlState(parse, serialize, path);
  const { query } = state;
  const paged = typeof query === 'object' && query !== null && 'page' in query;
  return {
    query,
    extras: state.extras,
    defaults,
    write,
    filter: (patch: Partial<Q>, extrasPatch: Record<string, string | undefined> = {}) => {
      const nextExtras = { ...state.extras, ...extrasPatch };
      for (const [key, value] of Object.entries(nextExtras)) if (!value) delete nextExtras[key];
      write({ query: { ...(query as object), ...patch, ...(paged ? { page: 1 } : {}) } as Q, extras: nextExtras as Record<string, string> });
    },
    // Back to the defaults (the base values stay).
    clear: () => write({ query: defaults, extras: {} }),
    page: (page: number, limit?: number) => write({ ...state, query: { ...(query as object), page, ...(limit ? { limit } : {}) } as Q }),
  };
}
