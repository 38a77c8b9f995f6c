import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['contracts/test/**/*.test.ts'],
          environment: 'node',
          // Projects with different worker limits must run as separate groups (vitest 4).
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database; two at a time fits two cores.
          pool: 'forks',
          maxWorkers: 2,
          // A fork keeps the modules it imported for its next file: every file imports the whole
          // app, which was most of the run's time. Files share no state through modules: caches
          // hang off the database handle, timers are faked and restored per file (decision 091).
          isolate: false,
          // Without TEST_DATABASE_URL: one embedded PostgreSQL cluster for the run (decision 065).
          globalSetup: ['server/test/helpers/embedded-postgres-setup.ts'],
          testTimeout: 60_000,
          // Set-up builds a database and seeds it through the API; generous on a busy 2-core machine.
          hookTimeout: 180_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/test/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
