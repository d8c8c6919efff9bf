// The built admin app against the real server on a fresh embedded database, in real Chromium.
import { describe, expect, it } from 'vitest';
import { base, openPage, signIn, signInByForm, tokenOf } from './browser';

describe('signing in and out', () => {
  it('shows the login form messages for empty fields, then signs in to the workplace', async () => {
    const { context, page } = await openPage();
    await page.goto(`${base()}/login`);
    // A click on the drawn page's button starts the app, which then sends the form (src/login-start.ts).
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('用户名不能为空').waitFor();
    await expect(page.getByText('密码不能为空').isVisible()).resolves.toBe(true);
    await signInByForm(page);
    await page.getByRole('heading', { name: /(早上|下午|晚上)好，admin/ }).waitFor();
    expect(await tokenOf(page)).toMatch(/.{20,}/);
    await context.close();
  });

  it('a wrong password keeps the user on the login screen with the server message and no token', async () => {
    const { context, page } = await openPage();
    await page.goto(`${base()}/login`);
    await page.locator('input[type="text"], input:not([type])').first().fill('admin');
    await page.locator('input[type="password"]').fill('not-the-password');
    await page.keyboard.press('Enter');
    await page
      .getByText(/用户名或密码错误|Incorrect username or password|username or password/i)
      .first()
      .waitFor();
    expect(page.url()).toContain('/login');
    expect(await tokenOf(page)).toBe('');
    await context.close();
  });

  it('sends a signed-out visitor to login with the redirect target, and back there after signing in', async () => {
    const { context, page } = await openPage();
    await page.goto(`${base()}/order/sale?page=2`);
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBeTruthy();
    await page.locator('input[type="text"], input:not([type])').first().fill('admin');
    await page.locator('input[type="password"]').fill('Sb-WangLei#2026');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order\/sale\?page=2/, { timeout: 20_000 });
    await context.close();
  });

  it('logging out from the user menu clears the token and returns to login', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page
      .getByRole('button', { name: /用户菜单|admin/ })
      .last()
      .click();
    await page.getByRole('menuitem', { name: /退出登录|登出/ }).click();
    await page.waitForURL(/\/login/);
    expect(await tokenOf(page)).toBe('');
    await context.close();
  });
});

describe('the app frame', () => {
  it('shows an unknown path as not found inside the frame', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.goto(`${base()}/no/such/page`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await context.close();
  });

  it('the menu opens a page as a tab with its breadcrumb; English is remembered across reloads', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    await page.getByRole('button', { name: 'Orders' }).click();
    await page.getByRole('button', { name: 'Sales orders' }).click();
    await page.waitForURL(/\/order\/sale/);
    await page.getByRole('tab', { name: /Sales orders/ }).waitFor();
    const crumbs = await page.getByRole('navigation', { name: /breadcrumb/i }).innerText();
    expect(crumbs).toMatch(/Orders[\s\S]*Sales orders/);
    await page.reload();
    await page.getByRole('heading', { name: 'Sales orders' }).waitFor();
    await context.close();
  });

  it('hiding the navbar in the settings drawer leaves the floating settings button', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.getByRole('button', { name: '页面配置' }).click();
    const drawer = page.getByRole('dialog', { name: '页面配置' });
    await drawer.waitFor();
    await drawer.getByRole('switch', { name: '导航栏' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '打开页面配置' }).waitFor();
    expect(await page.locator('[data-slot="navbar"]').count()).toBe(0);
    await context.close();
  });

  it('below 992px the menu lives in a drawer opened from the navbar', async () => {
    const { context, page } = await openPage({ width: 390 });
    await signIn(page);
    expect(await page.getByRole('navigation', { name: '主菜单' }).count()).toBe(0);
    await page.getByRole('button', { name: /菜单/ }).first().click();
    await page.getByRole('navigation', { name: '主菜单' }).waitFor();
    await context.close();
  });
});
