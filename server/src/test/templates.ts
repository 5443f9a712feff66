import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DbHandle } from '../core/db/database.js';
import { prepareDatabase } from '../server.js';

// The server projects' globalSetup (vitest.config.ts): migrating and seeding a database took most of a test file's time,
// so they run once per run into two templates, migrated and migrated+seeded, which harness.ts copies for each file
// (PostgreSQL: databases that CREATE DATABASE ... TEMPLATE copies; SQLite: files in a temporary folder).
export type Templates = { migrated: string; seeded: string };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into vitest's
  interface ProvidedContext { databaseTemplates: Templates }
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  return url;
}

// A statement on TEST_DATABASE_URL's database, where the test databases are created and dropped.
export async function onServer<R extends pg.QueryResultRow>(statement: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return (await client.query<R>(statement)).rows;
  } finally {
    await client.end();
  }
}

// A new test database's name: the time in it lets a later run drop what a killed run left.
export const testDatabaseName = (suffix = randomBytes(6).toString('hex')) =>
  `brokerage_test_${Math.floor(Date.now() / 1000)}_${suffix}`;

export function testDatabaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function build(handle: DbHandle, seed: boolean): Promise<void> {
  try {
    await prepareDatabase(handle, { seed });
  } finally {
    // Closed before any copy: CREATE DATABASE ... TEMPLATE wants no connection to it, and SQLite's last close writes
    // the WAL back into the file.
    await handle.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DIALECT === 'postgres') {
    // Test databases a killed run left, a day old or more (those of a run under way are younger).
    const dayAgo = Math.floor(Date.now() / 1000) - 86_400;
    const left = await onServer<{ datname: string }>(
      "select datname from pg_database where datname ~ '^brokerage_test_[0-9]+_' and pg_get_userbyid(datdba) = current_user");
    for (const { datname } of left) {
      if (Number(datname.split('_')[2]) < dayAgo) await onServer(`drop database if exists ${datname} with (force)`);
    }
    const run = testDatabaseName(randomBytes(3).toString('hex'));
    const templates = { migrated: `${run}_migrated`, seeded: `${run}_seeded` };
    await Promise.all(([[templates.migrated, false], [templates.seeded, true]] as const).map(async ([name, seed]) => {
      await onServer(`create database ${name}`);
      await build(openDatabase({ databaseUrl: testDatabaseUrl(name), poolSize: 5 }), seed);
    }));
    project.provide('databaseTemplates', templates);
    return async () => {
      for (const name of Object.values(templates)) await onServer(`drop database if exists ${name}`);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-templates-'));
  const templates = { migrated: path.join(dir, 'migrated.sqlite'), seeded: path.join(dir, 'seeded.sqlite') };
  await build(openDatabase({ sqliteFile: templates.migrated }), false);
  await build(openDatabase({ sqliteFile: templates.seeded }), true);
  project.provide('databaseTemplates', templates);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
