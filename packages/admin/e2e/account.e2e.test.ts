// The account screens on the built app and the real server: register (approved through the API by the admin),
// the user settings form's validation in both locales, change password, certification, forgot password.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, openPage, serverBase, signIn } from './browser';

const api = (path: string) => `${serverBase()}/behind${path}`;

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(api(path), {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...(init.token ? { 'admin-token': init.token } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

const adminToken = async () =>
  (await call<{ token: string }>('/user/login', { body: { username: 'admin', password: 'Sb-WangLei#2026' } })).token;

/** Fills the register screen and sends it, leaving the page on the success result. */
async function register(page: Page, username: string, password: string) {
  await page.goto(`${base()}/login`);
  await page.getByRole('link', { name: '注册账号' }).click();
  await page.getByRole('heading', { name: '申请账号' }).waitFor();
  await page.getByRole('textbox', { name: /用户名/ }).fill(username);
  await page.locator('input[type="password"]').nth(0).fill(password);
  await page.locator('input[type="password"]').nth(1).fill(password);
  await page.getByRole('textbox', { name: /邮箱/ }).fill(`${username}@soundboard.example`);
  await page.getByRole('textbox', { name: /昵称/ }).fill('新同事');
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.getByRole('heading', { name: '申请已提交' }).waitFor();
}

describe('register', () => {
  it('checks the form, files the request, and the approved account signs in', async () => {
    const { context, page } = await openPage();
    await page.goto(`${base()}/register`);
    await page.getByRole('button', { name: '提交申请' }).click();
    // The contract's messages, in Chinese, before anything is sent.
    await page.getByText('用户名不能为空').waitFor();
    await page.getByText('密码至少需要 8 个字符').waitFor();
    await page.getByText('请输入邮箱').waitFor();

    await register(page, 'newcomer', 'Arrival#Desk-26');
    const token = await adminToken();
    const requests = await call<{ id: number; username: string; status: string }[]>('/account/requests', { token });
    const request = requests.find((row) => row.username === 'newcomer');
    expect(request?.status).toBe('pending');
    await call(`/account/requests/${request?.id}/approve`, { token, body: {} });

    await page.getByRole('link', { name: '返回登录' }).click();
    await signIn(page, 'newcomer', 'Arrival#Desk-26');
    await context.close();
  });

  it('a signed-in user is sent from the register screen to the workplace', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.goto(`${base()}/register`);
    await page.waitForURL(/\/dashboard\/workplace/);
    await context.close();
  });
});

describe('user settings form', () => {
  /** A fresh account has no country/region or area, so every required rule of the settings form shows. */
  async function freshUserOnSettings(locale: 'zh-CN' | 'en-US', username: string) {
    const { context, page } = await openPage({ locale });
    // Registered through the API: the register screen has its own test above.
    await call('/account/register', {
      body: { username, password: 'Arrival#Desk-27', email: `${username}@soundboard.example`, nickname: 'x' },
    });
    const token = await adminToken();
    const requests = await call<{ id: number; username: string }[]>('/account/requests?status=pending', { token });
    const id = requests.find((row) => row.username === username)?.id;
    await call(`/account/requests/${id}/approve`, { token, body: {} });
    await signIn(page, username, 'Arrival#Desk-27');
    await page.goto(`${base()}/user/setting`);
    return { context, page };
  }

  it('shows every required message in Chinese, then saves', async () => {
    const { context, page } = await freshUserOnSettings('zh-CN', 'fresh.zh');
    const email = page.getByRole('textbox', { name: /邮箱/ });
    await email.fill('');
    await page.getByRole('textbox', { name: /昵称/ }).fill('');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    for (const message of ['请输入邮箱', '请输入昵称', '请选择国家/地区', '请选择所在区域']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('textbox', { name: '个人简介' }).fill('声'.repeat(201));
    await page.getByRole('textbox', { name: '个人简介' }).blur();
    await page.getByText('不能超过200个字').waitFor();

    // Fix everything and save: 'Save Success', and the server has it after a reload.
    await email.fill('fresh.zh@soundboard.example');
    await page.getByRole('textbox', { name: /昵称/ }).fill('小张');
    await page.getByRole('textbox', { name: '个人简介' }).fill('负责门店音响安装。');
    await page.getByRole('button', { name: /国家\/地区/ }).click();
    await page.getByRole('option', { name: '中国' }).click();
    await page.getByRole('button', { name: /所在区域/ }).click();
    await page.getByRole('option', { name: '北京市' }).click();
    await page.getByRole('option', { name: '市辖区' }).click();
    await page.getByRole('option', { name: '东城区' }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: /昵称/ }).waitFor();
    expect(await page.getByRole('textbox', { name: /昵称/ }).inputValue()).toBe('小张');
    // The area's names come from the region data, which may still be loading when the nickname is already shown.
    await expect
      .poll(() => page.getByRole('button', { name: /所在区域/ }).textContent(), { timeout: 20_000 })
      .toContain('东城区');
    await context.close();
  });

  it('shows the required messages in English', async () => {
    const { context, page } = await freshUserOnSettings('en-US', 'fresh.en');
    await page.getByRole('textbox', { name: /Email/ }).fill('');
    await page.getByRole('textbox', { name: /Nickname/ }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const message of [
      'Please enter email address',
      'Please enter nickname',
      'Please select country/region',
      'Please Select a area',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole('textbox', { name: 'Personal profile' }).fill('word '.repeat(201));
    await page.getByRole('textbox', { name: 'Personal profile' }).blur();
    await page.getByText('No more than 200 words').waitFor();
    await context.close();
  });
});

describe('security and certification', () => {
  it('change password: the policy and a wrong current password are reported under their fields', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page, 'editor', 'Sb-LiuYang#2026');
    await page.goto(`${base()}/user/setting`);
    await page.getByRole('tab', { name: 'Security settings' }).click();
    await page.getByLabel(/Current password/).fill('Wrong@123');
    await page.getByLabel(/New password/).fill('short');
    await page.getByLabel(/Confirm new password/).fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The password needs at least 8 characters').waitFor();
    await page.getByLabel(/New password/).fill('Better#Desk-26');
    await page.getByLabel(/Confirm new password/).fill('Better#Desk-26');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is wrong').first().waitFor();
    // Nothing changed: the old password still signs in.
    await call('/user/login', { body: { username: 'editor', password: 'Sb-LiuYang#2026' } });
    await context.close();
  });

  it('certification: file a request, check it, withdraw it', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page, 'finance', 'Sb-ChenJing#2026');
    await page.goto(`${base()}/user/setting`);
    await page.getByRole('tab', { name: 'Certification' }).click();
    await page.getByRole('button', { name: 'Apply for certification' }).click();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('This field is required').first().waitFor();
    await page.getByRole('textbox', { name: /Enterprise name/ }).fill('Soundboard Audio Ltd');
    await page.getByRole('textbox', { name: /Legal person name/ }).fill('Chen Jing');
    await page.getByRole('button', { name: /Enterprise certificate type/ }).click();
    await page.getByRole('option', { name: 'Business licence' }).click();
    await page.getByRole('button', { name: /Legal person document type/ }).click();
    await page.getByRole('option', { name: 'Passport' }).click();
    await page.getByRole('textbox', { name: /Organization code/ }).fill('91310106MA1FL0XX2K');
    await page.getByRole('textbox', { name: /Legal person certification number/ }).fill('E12345678');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Request submitted for review').first().waitFor();

    const row = page.getByRole('row', { name: /Soundboard Audio Ltd/ });
    await row.getByText('Auditing').waitFor();
    await row.getByRole('button', { name: 'Check' }).click();
    const detail = page.getByRole('alertdialog', { name: 'Certification details' });
    await detail.getByText('E12345678').waitFor();
    await detail.getByRole('button', { name: 'OK' }).click();
    await detail.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await row.getByText('Withdrawn').waitFor();
    expect(await row.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await context.close();
  });
});

describe('forgot password', () => {
  it('files a reset request and says the same whether or not the account exists', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await page.goto(`${base()}/login`);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    // The login form stays until the next screen has loaded: wait for it before typing.
    await page.getByRole('button', { name: 'Send request' }).waitFor();
    await page.getByRole('textbox', { name: /Username/ }).fill('nobody-here');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(/If the account exists, an administrator will contact you/).waitFor();
    const requests = await call<{ username: string; kind: string }[]>('/account/requests', {
      token: await adminToken(),
    });
    expect(requests.some((row) => row.username === 'nobody-here' && row.kind === 'reset')).toBe(true);
    await context.close();
  });
});
