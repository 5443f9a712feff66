import pg from 'pg';
import { rowBuilder, type RowBuilder } from './row-builder.js';

// One run of a named prepared statement on a pg connection, for withNamedStatements (database.ts), in place of pg's own
// Query. pg asks the server to describe the result of every run (a Describe message, answered by a RowDescription of
// each column: its name, table, type, size, format), then builds a parser for each column again and each row as an
// object one property at a time. A kept statement's columns do not change (PostgreSQL refuses to run it if they
// would: "cached plan must not change result type", which withNamedStatements handles by preparing it again under a
// new name), so its description is asked once, on its first run, and kept with the connection's statement: later
// runs send only Bind, Execute and Sync, and their rows are read as arrays and made objects by one compiled function
// (as SQLite's are, core/db/row-builder.ts). docs/performance.md, change 84.

// A kept statement's result: its columns' names and parsers and the function building a row; NO_ROWS for a statement
// the server answered with no description (an insert or update without `returning`).
type ResultShape = { parsers: ((value: string) => unknown)[]; build: RowBuilder };
const NO_ROWS = 'no rows' as const;
export type KeptShape = ResultShape | typeof NO_ROWS;

// What Kysely's PostgresDriver reads of a result.
export type RunResult = { command: string; rowCount: number; rows: Record<string, unknown>[] };

type Field = { name: string; dataTypeID: number };
// The parts of pg's Connection a run uses (pg's own Query uses the same; @types/pg leaves them out).
type Connection = {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: { statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
  close(message: { type: 'S'; name: string }): void;
  sendCopyFail(message: string): void;
};

// pg turns each value into the text the server reads (dates, buffers, arrays, JSON) with this function (pg.utils, which
// @types/pg leaves out).
const prepareValue = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils.prepareValue;

const commandPattern = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/;

function shapeOf(fields: Field[]): ResultShape {
  return {
    // Text, the format Bind asks for (pg's default).
    parsers: fields.map((field) => pg.types.getTypeParser(field.dataTypeID, 'text') as (value: string) => unknown),
    build: rowBuilder(fields.map((field) => field.name)),
  };
}

// One run of the statement `name` (prepared from `text` if the connection has not yet) with its values, on a client of
// withNamedStatements, whose connection's shapes it reads and adds to.
export function runKept(client: pg.ClientBase, name: string, text: string, values: unknown[], shapes: Map<string, KeptShape>): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const run = new KeptStatementRun(name, text, values, shapes);
    run.callback = (error, result) => (error ? reject(error) : resolve(result as RunResult));
    void client.query(run as unknown as pg.Submittable);
  });
}

// pg's Client calls submit() when the connection is free, then the handle* methods as the server answers, and reads
// `name` and `text` (it records the statement as parsed when the server confirms the Parse).
class KeptStatementRun {
  callback: ((error: Error | null, result?: RunResult) => void) | undefined;
  private shape: KeptShape | undefined;
  private readonly rows: Record<string, unknown>[] = [];
  private command = '';
  private rowCount = 0;
  private failure: Error | null = null;
  // Answered: pg's Client may still call handleReadyForQuery after a failure this run reported itself (a value that
  // could not be sent), which must neither answer twice nor record a shape.
  private answered = false;

  constructor(
    readonly name: string,
    readonly text: string,
    private readonly values: unknown[],
    // The shapes of the connection's kept statements, by name: this run reads its own and records it when new.
    private readonly shapes: Map<string, KeptShape>,
  ) {
    this.shape = shapes.get(name);
  }

  submit(connection: Connection): void {
    const parsed = connection.parsedStatements[this.name] !== undefined || connection.submittedNamedStatements[this.name] !== undefined;
    // A shape is kept only for a statement the server holds; one it does not (never parsed here) is described anew.
    if (!parsed) this.shape = undefined;
    connection.stream.cork?.();
    try {
      if (!parsed) {
        connection.parse({ text: this.text, name: this.name, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      try {
        connection.bind({ statement: this.name, values: this.values, valueMapper: prepareValue });
      } catch (error) {
        // As pg does: a value that cannot be sent fails the run, and the connection is brought back in step.
        connection.close({ type: 'S', name: this.name });
        connection.sync();
        this.handleError(error as Error);
        return;
      }
      if (this.shape === undefined) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(message: { fields: Field[] }): void {
    this.shape = shapeOf(message.fields);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.failure) return;
    const shape = this.shape;
    if (shape === undefined || shape === NO_ROWS) {
      this.failure = new Error(`rows came for the kept statement ${this.name}, whose result has no columns`);
      return;
    }
    try {
      const values = message.fields;
      const row = new Array<unknown>(values.length);
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        row[i] = value === null ? null : (shape.parsers[i] as (value: string) => unknown)(value as string);
      }
      this.rows.push(shape.build(row));
    } catch (error) {
      // A value its parser refuses: the run fails once the server has finished answering it (as pg's Query does).
      this.failure = error as Error;
    }
  }

  handleCommandComplete(message: { text?: string; command?: string }): void {
    const match = commandPattern.exec(message.text ?? message.command ?? '');
    if (!match) return;
    this.command = match[1] as string;
    this.rowCount = Number.parseInt((match[3] ?? match[2] ?? '0'), 10);
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  handleError(error: Error): void {
    this.answer(this.failure ?? error);
  }

  handleReadyForQuery(): void {
    if (this.answered) return;
    if (this.failure) {
      this.answer(this.failure);
      return;
    }
    if (!this.shapes.has(this.name)) this.shapes.set(this.name, this.shape ?? NO_ROWS);
    this.answer(null, { command: this.command, rowCount: this.rowCount, rows: this.rows });
  }

  private answer(error: Error | null, result?: RunResult): void {
    if (this.answered) return;
    this.answered = true;
    this.callback?.(error, result);
  }
}
