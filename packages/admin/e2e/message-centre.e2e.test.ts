// The message centre on the built app and a real server: the two-browser review walk (./message-walk.ts), then
// the message centre's page reached from the box, which lists, filters and marks read.

import { describe, expect, it } from 'vitest';
import { networkQuiet, openPage, serverBase, signIn } from './browser';
import { reviewWalk } from './message-walk';

const WAIT = 60_000;

describe('message centre', () => {
  it('carries a review request to the publishers live, closes it for all when one publishes, and tells the writer', async () => {
    await reviewWalk({ origin: serverBase() });
  });

  it('lists, filters and marks read on the message centre page, reached from the box', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page, 'admin', 'Sb-WangLei#2026');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: 'View more' }).click();
    await page.waitForURL(/\/user\/message\?type=message$/, { timeout: WAIT });
    await page.getByRole('heading', { level: 1, name: 'Message Centre' }).waitFor({ timeout: WAIT });

    await page.getByRole('tab', { name: /^All/ }).click();
    // By keyboard: the switch's input sits under its drawn track.
    await page.getByRole('switch', { name: 'Unread only' }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/unread=1/, { timeout: WAIT });
    const table = page.getByRole('table', { name: 'Messages' });
    const markRead = table.getByRole('button', { name: /^Mark read/ });
    await markRead.first().waitFor({ timeout: WAIT });
    await networkQuiet(page);
    // One message by its name ("Mark read <title>"), not a count: other walks on this server send the
    // administrator messages meanwhile, and the list can still be filling when it is first seen.
    const name = (await markRead.first().getAttribute('aria-label')) ?? '';
    const marked = table.getByRole('button', { name, exact: true });
    const before = await marked.count();
    await marked.first().click();
    await expect.poll(() => marked.count(), { timeout: WAIT }).toBe(before - 1);

    await page.getByRole('searchbox', { name: 'Search messages' }).fill('no such message anywhere');
    await page.keyboard.press('Enter');
    await table.getByText('No messages').waitFor({ timeout: WAIT });
    await context.close();
  });
});
