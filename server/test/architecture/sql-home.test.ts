import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * SQL lives only in a module's repository files (CONTRIBUTING.md, decision 035): this test reads
 * every other file of server/src/modules and fails on a Drizzle query, a `sql` template or SQL text.
 */
const modulesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/modules');

/** `<domain>.repository.ts` or `<domain>-<topic>.repository.ts`. */
const REPOSITORY_FILE = /(^|\/)[a-z0-9-]+\.repository\.ts$/;

/**
 * Files allowed to hold SQL outside a repository, each with its reason: SQL expressions that the
 * repositories compose, and one probe. A new entry says why here; one that no longer holds SQL is
 * removed (the second test insists).
 */
const EXCEPTIONS: Record<string, string> = {
  'health/health.routes.ts': "the readiness probe's `SELECT 1` checks the connection, it reads no data",
  'candidates/candidate-shape.ts': 'SQL expressions of the field map that the repositories compose',
  'properties/property-shapes.ts': 'SQL expressions of the field map that the repositories compose',
  'occupancies/occupancy-shape.ts': "the answer's field map and joins, composed by the repositories",
  'applications/application-list-shape.ts': "the list row's field map, composed by the repository",
  'recertifications/buckets.ts': "the due buckets' CASE expression, composed by the repository",
};

/**
 * What a query looks like. A Drizzle builder call is recognised by its receiver (the database or a
 * transaction: `db`, `tx`, `q`, `database`, `executor`) or by a chain line starting with the call;
 * `Map.delete(key)` and `service.update(...)` stay out, as their receivers are neither.
 */
const SQL_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'sql template', pattern: /\bsql\s*`|\bsql\.(raw|join|empty|identifier|placeholder)\b/ },
  {
    name: 'query builder call',
    pattern:
      /\b(db|tx|q|database|executor|transaction)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b\s*[(.]/,
  },
  {
    name: 'query builder chain',
    pattern: /^\s*\.(select|selectDistinct|insert|update|delete|from|innerJoin|leftJoin|where|returning)\(/m,
  },
  {
    name: 'conflict clause or prepared statement',
    pattern: /\.(onConflictDoUpdate|onConflictDoNothing|prepare)\(/,
  },
  {
    name: 'SQL text',
    pattern: /['"`]\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s*\()/,
  },
];

/** The patterns a file's text matches, comments left out (they may speak of SQL). */
export function sqlFound(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return SQL_PATTERNS.filter(({ pattern }) => pattern.test(code)).map(({ name }) => name);
}

function moduleFiles(): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

describe('the home of SQL', () => {
  it('finds SQL only in repository files (and the listed exceptions)', () => {
    const outside = moduleFiles()
      .filter((file) => !REPOSITORY_FILE.test(file) && !(file in EXCEPTIONS))
      .map((file) => ({ file, found: sqlFound(readFileSync(join(modulesDir, file), 'utf8')) }))
      .filter(({ found }) => found.length > 0)
      .map(({ file, found }) => `${file}: ${found.join(', ')}`);
    expect(outside).toEqual([]);
  });

  it('lists only exceptions that exist and still hold SQL', () => {
    const files = new Set(moduleFiles());
    for (const file of Object.keys(EXCEPTIONS)) {
      expect(files.has(file), file).toBe(true);
      expect(sqlFound(readFileSync(join(modulesDir, file), 'utf8')), file).not.toEqual([]);
    }
  });

  it('reads the repositories it skips', () => {
    const repositories = moduleFiles().filter((file) => REPOSITORY_FILE.test(file));
    expect(repositories.length).toBeGreaterThan(20);
    const withSql = repositories.filter(
      (file) => sqlFound(readFileSync(join(modulesDir, file), 'utf8')).length,
    );
    // The patterns see the SQL where it belongs: nearly every repository holds some.
    expect(withSql.length).toBeGreaterThan(repositories.length / 2);
  });

  it('recognises each kind of SQL and leaves look-alikes alone', () => {
    expect(sqlFound('const rows = await tx.select().from(units);')).toEqual(['query builder call']);
    expect(sqlFound('await savepoint\n  .insert(units)\n  .values(row);')).toEqual(['query builder chain']);
    expect(sqlFound('const n = sql`count(*)`;')).toEqual(['sql template']);
    expect(sqlFound("const text = 'SELECT id FROM units';")).toEqual(['SQL text']);
    expect(sqlFound('const s = q.select({ id: units.id }).from(units).prepare("s");')).toEqual([
      'query builder call',
      'conflict clause or prepared statement',
    ]);
    expect(sqlFound('cache.delete(key); await service.update(id, body); repo.insert(row);')).toEqual([]);
    expect(sqlFound('/** Runs `tx.select()` on units: SELECT id */\nexport const a = 1;')).toEqual([]);
    expect(sqlFound('const all = Array.from(items).map((item) => item.id);')).toEqual([]);
  });
});
