import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { DataScope } from '@brokerage/contract';
import type { Db } from './database.js';
import type { Caller } from '../caller.js';
import { FROM_SOURCE } from '../config.js';

// A statement of a fixed shape that runs on every call (the session look-up, the busiest reads), built and compiled by
// Kysely once per dialect instead of once per call. The statement is built with a marker for each value; the compiled
// statement's parameters at those places are then replaced by each call's values.
//
// Only for statements whose SQL does not depend on the values: each value must be a single bound parameter (not an
// array for `in`, not in sql.lit or a branch of the builder). Building checks that no value went into the SQL text
// or was changed on its way to a parameter; where the server runs from source (tests, `npm run dev`) every run also
// builds the statement afresh with the real values and fails if the SQL or the parameters differ.
type Values = Record<string, string | number | null>;
type Template = { compiled: CompiledQuery; slots: [index: number, name: string][] };

const MARK = '\u0000prepared:';

export type Prepared<V extends Values, R> = {
  execute: (db: Db, values: V) => Promise<QueryResult<R>>;
  all: (db: Db, values: V) => Promise<R[]>;
  first: (db: Db, values: V) => Promise<R | undefined>;
};

export function prepared<V extends Values, R>(build: (db: Db, values: V) => Compilable<R>): Prepared<V, R> {
  // Per dialect (its adapter's class): a transaction, or another app on the same dialect, runs the same SQL.
  const templates = new Map<unknown, Template>();
  const templateFor = (db: Db, values: V): Template => {
    const dialect = db.getExecutor().adapter.constructor;
    let template = templates.get(dialect);
    if (!template) {
      template = compileTemplate(db, build, Object.keys(values));
      templates.set(dialect, template);
    }
    return template;
  };
  const execute = async (db: Db, values: V): Promise<QueryResult<R>> => {
    const { compiled, slots } = templateFor(db, values);
    const parameters = [...compiled.parameters];
    for (const [index, name] of slots) {
      const value = values[name];
      if (value === undefined || Array.isArray(value)) throw new Error(`prepared statement: "${name}" needs a single value`);
      parameters[index] = value;
    }
    const query = { ...compiled, parameters } as CompiledQuery<R>;
    if (FROM_SOURCE) {
      const fresh = build(db, values).compile();
      if (fresh.sql !== query.sql || JSON.stringify(fresh.parameters) !== JSON.stringify(query.parameters)) {
        throw new Error(`prepared statement differs from a fresh build:\n${query.sql}\n${fresh.sql}`);
      }
    }
    return db.executeQuery(query);
  };
  return {
    execute,
    all: async (db, values) => (await execute(db, values)).rows,
    first: async (db, values) => (await execute(db, values)).rows[0],
  };
}

function compileTemplate<V extends Values>(db: Db, build: (db: Db, values: V) => Compilable<unknown>, names: string[]): Template {
  const markers = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as unknown as V;
  const compiled = build(db, markers).compile();
  if (compiled.sql.includes(MARK)) throw new Error(`prepared statement: a value went into the SQL text: ${compiled.sql}`);
  const slots: Template['slots'] = [];
  compiled.parameters.forEach((parameter, index) => {
    if (typeof parameter === 'string' && parameter.startsWith(MARK)) slots.push([index, parameter.slice(MARK.length)]);
  });
  // A value the statement does not use is fine (a scope condition that needs no staff id); one changed on its way
  // (`v.id + 1`) is not.
  const unknown = slots.filter(([, name]) => !names.includes(name)).map(([, name]) => name);
  if (unknown.length) throw new Error(`prepared statement: values changed before becoming parameters: ${unknown.join(', ')}`);
  return { compiled, slots };
}

// A statement over a list of ids (`in (…)`, a page's houses): its SQL depends on how many there are, so it is prepared
// once per count, up to `maxCount` ids (a page); a longer list (an export) is built for the call, and no ids are no rows.
export type PreparedForIds<R> = { all: (db: Db, ids: number[]) => Promise<R[]> };

export function preparedForIds<R>(build: (db: Db, ids: number[]) => Compilable<R>, maxCount = 100): PreparedForIds<R> {
  const byCount = new Map<number, Prepared<Record<string, number>, R>>();
  const statementFor = (count: number) => {
    let statement = byCount.get(count);
    if (!statement) {
      const names = Array.from({ length: count }, (_, i) => `id${i}`);
      statement = prepared((db: Db, v: Record<string, number>) => build(db, names.map((name) => v[name] as number)));
      byCount.set(count, statement);
    }
    return statement;
  };
  return {
    all: async (db, ids) => {
      if (!ids.length) return [];
      if (ids.length > maxCount) return (await db.executeQuery(build(db, ids).compile())).rows;
      const values: Record<string, number> = {};
      ids.forEach((id, i) => {
        values[`id${i}`] = id;
      });
      return statementFor(ids.length).all(db, values);
    },
  };
}

// The fields of the caller a data-scope condition reads (core/access.ts scopeCondition).
export type ScopeValues = { staffId: number; departmentId: number | null; storeId: number | null; districtId: number | null };

export function scopeValues(caller: Caller): ScopeValues {
  return { staffId: caller.staffId, departmentId: caller.departmentId, storeId: caller.storeId, districtId: caller.districtId };
}

// A statement with a data-scope condition: its SQL depends on the scope and on which of the caller's department, store
// and district are unset, so it is prepared once per such shape. `build` gets a stand-in caller whose four scope fields
// are the statement's values; a condition that read another field of it shows in the tests (see above).
export function preparedForScope<V extends Values, R>(
  build: (db: Db, values: V & ScopeValues, caller: Caller, scope: DataScope) => Compilable<R>,
): (caller: Caller, scope: DataScope) => Prepared<V & ScopeValues, R> {
  const byShape = new Map<string, Prepared<V & ScopeValues, R>>();
  return (caller, scope) => {
    const unset = { department: caller.departmentId === null, store: caller.storeId === null, district: caller.districtId === null };
    const key = `${scope}:${unset.department}:${unset.store}:${unset.district}`;
    let statement = byShape.get(key);
    if (!statement) {
      statement = prepared((db: Db, v: V & ScopeValues) => build(db, v, {
        staffId: v.staffId,
        departmentId: unset.department ? null : v.departmentId,
        storeId: unset.store ? null : v.storeId,
        districtId: unset.district ? null : v.districtId,
      } as Caller, scope));
      byShape.set(key, statement);
    }
    return statement;
  };
}
