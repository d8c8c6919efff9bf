// Certification review as the administrator in en-US: a salesperson files a request (through the API), the
// administrator filters the queue to auditing, opens the request and rejects it with a reason; the salesperson
// sees "Rejected" and the reason in their certification tab and has a message about it. The screen and the
// open drawer go to 390 px and back on the way, and the review goes on after.

import { describe, expect, it } from 'vitest';
import { apiWith, base, loginToken, openPage, signIn } from './browser';

const SALES = { username: 'sales', password: 'Sb-LiNa#2026' };
const ENTERPRISE = `E2E Review Audio ${Date.now()}`;
const REASON = 'The business licence photo is unreadable';

describe('certification review', () => {
  it('rejects a request with a reason the applicant reads in their tab and message box', async () => {
    const sales = await loginToken(SALES.username, SALES.password);
    const filed = await apiWith<{ id: number }>(sales, 'POST', '/account/certification', {
      accountType: 'enterprise',
      legalPersonName: 'Li Na',
      legalPersonCertType: 'passport',
      legalPersonCertNumber: 'E2E123456',
      enterpriseName: ENTERPRISE,
      enterpriseCertType: 'business_license',
      organizationCode: 'E2E-ORG-0001',
    });

    const admin = await openPage({ width: 1440, locale: 'en-US' });
    try {
      const { page } = admin;
      await signIn(page);
      await page.goto(`${base()}/setting/certification`);
      await page.getByRole('heading', { level: 1, name: 'Certification review' }).waitFor();
      // Filter to auditing (All first: the screen opens on auditing).
      const status = page.getByRole('button', { name: /Status/ }).first();
      await status.click();
      await page.getByRole('option', { name: 'All' }).click();
      await status.click();
      await page.getByRole('option', { name: 'Auditing' }).click();
      const search = page.getByRole('searchbox', { name: 'Enterprise or applicant' });
      await search.fill(ENTERPRISE);
      await search.press('Enter');
      const row = page.getByRole('row', { name: new RegExp(ENTERPRISE) });
      await row.waitFor();
      expect(await row.textContent()).toContain('Auditing');
      await search.fill('');
      await search.press('Enter');
      await page
        .getByRole('row', { name: /上海声博音响|声博音响/ })
        .first()
        .waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.getByRole('button', { name: `Review ${ENTERPRISE}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Certification request' });
      await drawer.getByText('E2E-ORG-0001').waitFor();
      await drawer.getByText(/· Submitted/).waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.setViewportSize({ width: 1440, height: 900 });

      await drawer.getByRole('button', { name: 'Reject' }).click();
      const ask = page.getByRole('dialog', { name: 'Reject this certification' });
      // Empty is refused in place; nothing is sent.
      await ask.getByRole('button', { name: 'Reject' }).click();
      await ask.getByText('Say why the request is rejected').waitFor();
      await ask.getByRole('textbox').fill(REASON);
      await ask.getByRole('button', { name: 'Reject' }).click();
      await ask.waitFor({ state: 'detached' });
      await drawer.getByText('Rejected').first().waitFor();
      await drawer.getByText(REASON).first().waitFor();
      expect(await drawer.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      // The auditing queue no longer lists it.
      await search.fill(ENTERPRISE);
      await search.press('Enter');
      await expect.poll(() => page.getByRole('row', { name: new RegExp(ENTERPRISE) }).count()).toBe(0);
    } finally {
      await admin.context.close();
    }

    const applicant = await openPage({ width: 1440, locale: 'en-US' });
    try {
      const { page } = applicant;
      await signIn(page, SALES.username, SALES.password);
      await page.goto(`${base()}/user/setting`);
      await page.getByRole('tab', { name: 'Certification' }).click();
      const record = page.getByRole('row', { name: new RegExp(ENTERPRISE) });
      await record.waitFor();
      expect(await record.textContent()).toContain('Rejected');
      expect(await record.textContent()).toContain(REASON);
    } finally {
      await applicant.context.close();
    }
    const box = await apiWith<{ title: string; content: string }[]>(sales, 'GET', '/account/messages?type=notice');
    // The box answers in the reader's language; the reason is in either.
    expect(box.some((message) => message.content.includes(REASON))).toBe(true);
    expect(filed.id).toBeGreaterThan(0);
  });
});
