import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';
import { auditLog } from './schema';

forEachDriver('audit log: append-only', (h) => {
  const refusal = (statement: ReturnType<typeof sql>) =>
    h.deps.db.execute(statement).then(
      () => 'done',
      (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
    );

  it('refuses to update, delete or truncate audit rows, and still takes new ones', async () => {
    await h.login('admin', DEMO.admin); // a sign-in writes an audit row
    const count = await h.deps.db.$count(auditLog);
    expect(count).toBeGreaterThan(0);
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    await h.login('admin', DEMO.admin);
    expect(await h.deps.db.$count(auditLog)).toBeGreaterThan(count);
  });
});
