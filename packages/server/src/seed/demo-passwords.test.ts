import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { users } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { usersWithDemoPasswords } from './demo-passwords';
import { DEMO_USERS } from './roles';

forEachDriver('demo passwords still in use', (h) => {
  it('names the demo users whose password is still the published one, and no longer one that changed it', async () => {
    expect(await usersWithDemoPasswords(h.deps.db)).toEqual(DEMO_USERS.map((user) => user.username));
    await h.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword('A-Private-Passphrase-42') })
      .where(eq(users.username, 'viewer'));
    expect(await usersWithDemoPasswords(h.deps.db)).not.toContain('viewer');
    expect(await usersWithDemoPasswords(h.deps.db)).toContain('admin');
  });
});
