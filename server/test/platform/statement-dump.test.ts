import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/client.ts';
import { STATEMENT_CATALOGUE } from '../../src/db/statement-catalogue.ts';
import {
  checkedInStatements,
  dumpModule,
  dumpStatements,
  laidOut,
  statementDifferences,
} from '../../src/db/statement-dump.ts';

const sending = (text: string, name = 'a.statement') => ({
  label: 'a call',
  run: (database: DbHandle) => database.query(text, [], { name }),
});

describe('the checked-in statements (server/src/db/statements/)', () => {
  it('are the SQL the repositories send', async () => {
    const differences = statementDifferences(
      await dumpStatements(STATEMENT_CATALOGUE),
      await checkedInStatements(),
    );
    expect(
      differences,
      'server/src/db/statements/ differs from the code: run `npm run db:statements` and commit it',
    ).toEqual([]);
  });

  it('differ, and the check says where, when one statement is changed', async () => {
    const generated = await dumpStatements(STATEMENT_CATALOGUE);
    const units = generated.get('units.sql') ?? '';
    const changed = new Map(generated).set('units.sql', units.replace('limit 50', 'limit 51'));
    expect(changed.get('units.sql')).not.toBe(units);

    const differences = statementDifferences(changed, await checkedInStatements());

    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(/^units\.sql:\n {2}at line \d+:/);
    expect(differences[0]).toContain('  - limit 50');
    expect(differences[0]).toContain('  + limit 51');
  });

  it('name a module file missing or left over', () => {
    const generated = new Map([['units.sql', 'a']]);
    const checkedIn = new Map([['gone.sql', 'b']]);
    expect(statementDifferences(generated, checkedIn)).toEqual([
      'units.sql: not checked in',
      'gone.sql: checked in but no module generates it',
    ]);
  });

  it('follow the text a repository sends, each statement once with its name and call', async () => {
    const once = await dumpModule([sending('SELECT 1'), sending('SELECT 1')]);
    const other = await dumpModule([sending('SELECT 2')]);
    expect(once).toContain('-- a.statement\n-- a call\nSELECT 1;\n');
    expect(once.match(/SELECT 1;/g)).toHaveLength(1);
    expect(other).not.toBe(once);
  });

  it('refuse a call that sends nothing, rather than leave its statements out', async () => {
    await expect(dumpModule([{ label: 'silent', run: async () => undefined }])).rejects.toThrow(
      'silent: sent no statement',
    );
  });

  it('lay a one-line statement out by clause and depth, leaving quotes and comments as written', () => {
    expect(laidOut(`select "a" from "t" where "b" = (select 1 from "u") and c = ' from x' limit 5`)).toBe(
      [
        `select "a"`,
        `from "t"`,
        `where "b" = (`,
        `  select 1`,
        `  from "u") and c = ' from x'`,
        `limit 5`,
      ].join('\n'),
    );
    expect(laidOut('SELECT 1 -- from here\nFROM t')).toBe('SELECT 1 -- from here\nFROM t');
  });
});
