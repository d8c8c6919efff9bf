// The security pass's screens (issue 37) on the built app and the real server, by keyboard, in en-US:
// (a) the forum's site-access tab issues a token with an expiry and one scope after the re-authentication dialog,
//     lists it, revokes it, and the administrator's activity shows the revocation;
// (b) a scheduled article opened by a writer is read-only with the reason, and cannot be saved (nor through
//     the API: 409 with the same reason);
// (c) the library picker opened from a product's pictures (shown on the storefront) lists public materials only
//     and says so.

import { describe, expect, it } from 'vitest';
import { apiAs, apiWith, base, loginToken, openPage, passReAuth, press, serverBase, signIn, typeInto } from './browser';
import { articleDraft, newWriter, WRITER_PASSWORD } from './message-walk';

/** A write confirmed on two busy cores may take long (see commerce.e2e.test.ts). */
const WAIT = 60_000;
const RUN = Date.now().toString(36).slice(-5);
const DAY_MS = 86_400_000;

interface MaterialRow {
  id: number;
  name: string;
  categoryId: number | null;
  tags: string[];
  visibility: 'public' | 'internal' | 'restricted';
  version: number;
}

interface SiteTokenRow {
  id: number;
  name: string;
  scopes: string[];
  expiresAt: string | null;
}

describe('security loose ends', () => {
  it('issues a site token with an expiry and one scope, lists it, revokes it, and the activity shows it', async () => {
    const name = `E2E site ${RUN}`;
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    await page.goto(`${base()}/content/forum?tab=tokens`);
    const nameField = page.getByRole('textbox', { name: 'Name' });
    await nameField.waitFor({ timeout: WAIT });
    await typeInto(page, nameField, name);
    // Expiry: 30 days (Space chooses the focused radio); scopes: the forum unticked, articles only.
    await page.getByRole('radio', { name: 'In 30 days' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Forum' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Forum' }).isChecked()).toBe(false);
    const asked = Date.now();
    await press(page, page.getByRole('button', { name: 'Create token' }));
    // A sensitive act: the password first, then the call that asked goes again.
    await passReAuth(page);
    const created = page.getByRole('note').filter({ hasText: `Token “${name}” created` });
    await created.waitFor({ timeout: WAIT });
    expect(await page.getByTestId('site-token-secret').innerText()).toMatch(/^sbs_/);

    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: WAIT });
    expect(await row.innerText()).toContain('Articles and their files');
    expect(await row.innerText()).not.toContain('Forum');
    const listed = (await apiAs<SiteTokenRow[]>(page, 'GET', '/site-tokens')).find((token) => token.name === name);
    expect(listed?.scopes).toEqual(['articles']);
    const expires = Date.parse(listed?.expiresAt ?? '');
    expect(expires).toBeGreaterThanOrEqual(asked + 30 * DAY_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000);

    // Revoke from its row: the confirmation's danger button by keyboard.
    await press(page, row.getByRole('button', { name: 'Revoke' }));
    const confirmDialog = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
    await press(page, confirmDialog.getByRole('button', { name: 'Revoke' }));
    await page.getByText(`“${name}” revoked`).first().waitFor({ timeout: WAIT });
    await row.waitFor({ state: 'detached', timeout: WAIT });
    const after = await apiAs<SiteTokenRow[]>(page, 'GET', '/site-tokens');
    expect(after.some((token) => token.name === name)).toBe(false);

    // The administrator's recent activity names the revocation.
    await page.goto(`${base()}/user/info`);
    await page
      .getByRole('region', { name: 'Recent activity' })
      .getByText('Site token revoked · Site access token')
      .first()
      .waitFor({ timeout: WAIT });
    await context.close();
  });

  it('shows a scheduled article read-only to its writer, with the reason, and it cannot be saved', async () => {
    const adminToken = await loginToken('admin', 'Sb-WangLei#2026');
    const writer = await newWriter(serverBase(), adminToken);
    const writerToken = await loginToken(writer, WRITER_PASSWORD);
    const title = `E2E frozen ${RUN}`;
    const input = articleDraft(title, '<p>The copy the publisher reviewed.</p>');
    type Article = { id: number; status: string; version: number; slug: string };
    const article = await apiWith<Article>(writerToken, 'POST', '/articles', input);
    const submitted = await apiWith<Article>(writerToken, 'POST', `/articles/${article.id}/submit`, {
      version: article.version,
    });
    const editorToken = await loginToken('editor', 'Sb-LiuYang#2026');
    const publishAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const scheduled = await apiWith<Article>(editorToken, 'POST', `/articles/${article.id}/schedule`, {
      version: submitted.version,
      publishAt,
    });
    expect(scheduled.status).toBe('scheduled');

    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page, writer, WRITER_PASSWORD);
    await page.goto(`${base()}/content/article/edit/${article.id}`);
    const reason = page.getByRole('note').filter({ hasText: 'Scheduled to publish' });
    await reason.waitFor({ timeout: WAIT });
    expect(await reason.innerText()).toContain('read-only until a publisher unschedules it');
    // Nothing offers a change: no cover to choose, no product line to add, the category fixed.
    expect(await page.getByRole('button', { name: 'Choose from library' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Add line/ }).count()).toBe(0);
    expect(await page.locator('[data-form-field="categoryId"] button').first().isDisabled()).toBe(true);
    // No save button; the title is read-only: typing and Ctrl+S change nothing.
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    const titleField = page.getByRole('textbox', { name: 'Title' });
    expect(await titleField.getAttribute('readonly')).not.toBeNull();
    await titleField.focus();
    await page.keyboard.type(' changed');
    await page.keyboard.press('Control+s');
    expect(await titleField.inputValue()).toBe(title);
    const stored = await apiWith<Article & { title: string }>(writerToken, 'GET', `/articles/${article.id}`);
    expect(stored).toMatchObject({ title, version: scheduled.version });

    // The server refuses the writer's save too, with the reason in the writer's language.
    const refused = await fetch(`${serverBase()}/behind/articles/${article.id}`, {
      method: 'PUT',
      headers: { 'admin-token': writerToken, 'content-type': 'application/json', 'arco-locale': 'en-US' },
      body: JSON.stringify({ ...input, title: `${title} changed`, slug: stored.slug, version: stored.version }),
    });
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { message: string };
    expect(answer.message).toContain('a publisher must unschedule it');
    expect((await apiWith<{ title: string }>(writerToken, 'GET', `/articles/${article.id}`)).title).toBe(title);
    await context.close();
  });

  it("lists only public materials in the picker of a product's pictures, and says so", async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    // Another walk on this server may have made other images internal: the count is taken before and after.
    const publicImages = () =>
      apiAs<{ total: number; list: MaterialRow[] }>(page, 'GET', '/materials?kind=image&visibility=public&pageSize=24');
    const before = await publicImages();
    const hidden = before.list[0] as MaterialRow;
    const setVisibility = async (visibility: MaterialRow['visibility']) => {
      const now = await apiAs<MaterialRow>(page, 'GET', `/materials/${hidden.id}`);
      await apiAs(page, 'PUT', `/materials/${hidden.id}`, {
        name: now.name,
        categoryId: now.categoryId,
        tags: now.tags,
        visibility,
        version: now.version,
      });
    };
    await setVisibility('internal');
    try {
      const shown = await publicImages();
      expect(shown.total).toBe(before.total - 1);

      await page.goto(`${base()}/product/product`);
      await press(page, page.getByRole('row').nth(1).getByRole('button', { name: 'Edit', exact: true }));
      await press(page, page.getByRole('button', { name: 'Choose from library' }).first());
      const picker = page.getByRole('dialog', { name: 'Choose materials' });
      await picker
        .getByRole('note')
        .filter({ hasText: 'Only public materials are listed: this content is shown on public pages' })
        .waitFor({ timeout: WAIT });
      // The picker's count is the API's public count at the time it is read (another walk on this server may
      // have added a public image since). The count's spaces may be no-break spaces.
      const count = picker.getByText(/Showing \d+ of \d+/);
      const pickerTotal = async () =>
        (await count.count()) === 1 ? Number(/(\d+)\D*$/.exec((await count.textContent()) ?? '')?.[1]) : Number.NaN;
      await expect
        .poll(async () => (await pickerTotal()) === (await publicImages()).total, { timeout: WAIT })
        .toBe(true);
      expect(await picker.getByRole('row', { name: hidden.name }).count()).toBe(0);
      await page.keyboard.press('Escape');
    } finally {
      await setVisibility('public');
    }
    await context.close();
  });
});
