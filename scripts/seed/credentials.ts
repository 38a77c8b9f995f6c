/**
 * The seeded organizations' admins. Fixed so `npm run bench` can log in without being told;
 * ADMIN_USERNAME and ADMIN_PASSWORD override the first one. Benchmark data only: never a real
 * database's credentials.
 */
export const SEED_ADMIN = {
  username: process.env.ADMIN_USERNAME ?? 'bench-admin',
  password: process.env.ADMIN_PASSWORD ?? 'bench-admin-password',
};

export const SECOND_ADMIN = { username: 'bench-admin-2', password: 'bench-admin-password' };
