// The message centre scaled out: the same two-browser review walk (./message-walk.ts) on PostgreSQL with two
// server processes behind one port, the writer's browser on one process and the publisher's on the other: the
// publisher's stream hears the writer's process through PostgreSQL's NOTIFY. Skipped when PostgreSQL does not
// answer, except under CI=true, where that fails the run (as the server suites do).

import { afterAll, beforeAll, describe, it } from 'vitest';
import { postgresDown, startTwoProcessSite } from '../../../scripts/lib/two-process-site.mjs';
import { reviewWalk } from './message-walk';

const down = process.env.CI === 'true' ? null : await postgresDown();

describe.skipIf(down !== null)(`message centre on two processes${down ? ` (skipped: ${down})` : ''}`, () => {
  let site: Awaited<ReturnType<typeof startTwoProcessSite>>;
  beforeAll(async () => {
    site = await startTwoProcessSite();
  });
  afterAll(() => site?.stop());

  it('carries the review request from one process to the publisher on the other and back', async () => {
    await reviewWalk({ origin: site.base, writerHeaders: site.via(0), publisherHeaders: site.via(1) });
  });
});
