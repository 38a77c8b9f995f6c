// npm run db:statements: rewrites server/src/db/statements/<module>.sql from the statements the
// repositories prepare and render (no database needed). Run it with every change to a repository's
// SQL and commit the files with it. `--check` writes nothing and fails with the differences when
// the checked-in files are not what the code sends (server/test/platform/statement-dump.test.ts
// checks the same on every test run).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STATEMENT_CATALOGUE } from '../../server/src/db/statement-catalogue.ts';
import {
  checkedInStatements,
  dumpStatements,
  STATEMENTS_DIR,
  statementDifferences,
} from '../../server/src/db/statement-dump.ts';

async function run(): Promise<void> {
  const generated = await dumpStatements(STATEMENT_CATALOGUE);
  const checkedIn = await checkedInStatements();
  const relative = path.relative(process.cwd(), STATEMENTS_DIR);
  if (process.argv.includes('--check')) {
    const differences = statementDifferences(generated, checkedIn);
    if (differences.length === 0) {
      process.stdout.write(`db:statements: ${relative} is up to date (${generated.size} files)\n`);
      return;
    }
    process.stderr.write(
      `db:statements: ${relative} differs from the code; run \`npm run db:statements\` and commit it\n\n${differences.join('\n\n')}\n`,
    );
    process.exitCode = 1;
    return;
  }
  await mkdir(STATEMENTS_DIR, { recursive: true });
  for (const name of checkedIn.keys()) {
    if (!generated.has(name)) await rm(path.join(STATEMENTS_DIR, name));
  }
  for (const [name, text] of generated) await writeFile(path.join(STATEMENTS_DIR, name), text);
  process.stdout.write(`db:statements: wrote ${generated.size} files in ${relative}\n`);
}

run().catch((error: unknown) => {
  process.stderr.write(`db:statements: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
