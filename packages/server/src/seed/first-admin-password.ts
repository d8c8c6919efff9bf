/**
 * The generated first-admin password goes to a file only its owner can read, in the data directory: never to
 * stdout or the log (ASVS 5.0 16.2.5), where terminals, log shippers and CI keep it. The account must change it
 * at its first sign-in (users.must_change_password), so the file stops being a credential once it is read.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

/** Writes the password to DIR/first-admin-password.txt, created 0600, and answers the file's path. */
export function writeFirstAdminPassword(dir: string, password: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FIRST_ADMIN_PASSWORD_FILE);
  // A file left by an earlier database: its mode and owner are not ours to trust, so it is replaced, not reused.
  rmSync(path, { force: true });
  writeFileSync(path, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return path;
}
