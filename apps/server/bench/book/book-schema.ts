// The load's one liberty with the schema: the migrations' non-unique indexes of the loaded tables are dropped before
// the COPY and made again after it (one sort per index rather than a btree insert per row). Unique indexes and
// constraints stay. The book's indexes and constraints are then compared with those of the database right after
// its migrations: any difference stops the build.
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export type SchemaShape = { indexes: string[]; constraints: string[] };

/** Every index and constraint of the public schema, as definitions (names included), sorted. */
export async function schemaShape(query: Query): Promise<SchemaShape> {
  const indexes = await query(
    `select indexname || ': ' || indexdef as d from pg_indexes where schemaname = 'public' order by 1`,
  );
  const constraints = await query(
    `select conrelid::regclass::text || '.' || conname || ': ' || pg_get_constraintdef(oid) as d
       from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
  );
  return { indexes: indexes.map((r) => String(r.d)), constraints: constraints.map((r) => String(r.d)) };
}

/** The differences between two shapes, as lines ('-' only in the first, '+' only in the second). */
export function shapeDifferences(before: SchemaShape, after: SchemaShape): string[] {
  const diff = (a: string[], b: string[], sign: string) =>
    a.filter((x) => !b.includes(x)).map((x) => `${sign} ${x}`);
  return [
    ...diff(before.indexes, after.indexes, '-'),
    ...diff(after.indexes, before.indexes, '+'),
    ...diff(before.constraints, after.constraints, '-'),
    ...diff(after.constraints, before.constraints, '+'),
  ];
}

/** Drops the non-unique indexes (not backing a constraint) of these tables; answers their definitions. */
export async function dropSecondaryIndexes(query: Query, tables: readonly string[]): Promise<string[]> {
  const list = tables.map((t) => `'${t}'`).join(', ');
  const rows = await query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname in (${list}) and t.relnamespace = 'public'::regnamespace and not i.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const row of rows) await query(`drop index ${String(row.name)}`);
  return rows.map((r) => String(r.def));
}

/** Makes the dropped indexes again, each answered with how long it took (ms). */
export async function recreateIndexes(
  query: Query,
  definitions: readonly string[],
): Promise<{ index: string; ms: number }[]> {
  const timings: { index: string; ms: number }[] = [];
  for (const def of definitions) {
    const started = performance.now();
    await query(def);
    timings.push({ index: /INDEX (\S+)/.exec(def)?.[1] ?? def, ms: Math.round(performance.now() - started) });
  }
  return timings;
}
