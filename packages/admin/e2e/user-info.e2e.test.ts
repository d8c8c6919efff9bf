// User info (/admin/user/info) on the built app and the real server: the header, the overview's activity, the
// project and my-team tabs against what GET /behind/account/overview returns, and the English tab titles.
// Other e2e files share the server, so a fact the screen shows is checked to lie between two reads of the API
// (one before the page loaded, one after): concurrent sign-ins may add rows, never remove them.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountOverview } from '../src/api/account-overview';
import { base, openPage, serverBase, signIn, tokenOf } from './browser';

const api = (path: string) => `${serverBase()}/behind${path}`;

async function call<T>(path: string, init: { token?: string; body?: unknown; locale?: string } = {}): Promise<T> {
  const response = await fetch(api(path), {
    method: init.body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      'arco-locale': init.locale ?? 'zh-CN',
      ...(init.token ? { 'admin-token': init.token } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

const overview = (token: string, locale?: string) => call<AccountOverview>('/account/overview', { token, locale });

/** Opens User info and waits for the header (the page has loaded its data). */
async function openUserInfo(page: Page, name: string) {
  await page.goto(`${base()}/user/info`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The page's own tabs (the tab bar above the page has tabs too). */
const infoTabs = (page: Page, label = '用户信息') => page.getByRole('tablist', { name: label });

/** Moves from the selected tab to the next one by keyboard and returns the now visible panel. */
async function nextTab(page: Page, label?: string) {
  await infoTabs(page, label).getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowRight');
  return page.getByRole('tabpanel');
}

describe('user info of the demo admin', () => {
  it('the header shows the nickname, user name and role; the activity shows the sign-in just made', async () => {
    const { context, page } = await openPage();
    const before = Date.now();
    await signIn(page);
    const token = await tokenOf(page);
    const fromApi = await overview(token);
    const mine = fromApi.activity.find((row) => row.action === 'login' && Date.parse(row.at) >= before - 2000);
    expect(mine, 'the server recorded the sign-in').toBeDefined();

    await openUserInfo(page, fromApi.profile.nickname);
    expect(fromApi.profile.nickname).toBe('王磊 Wang Lei');
    await page.getByText('@admin', { exact: true }).waitFor();
    const roles = page.getByRole('list', { name: '角色' }).getByRole('listitem');
    expect(await roles.allInnerTexts()).toEqual(fromApi.roles.map((role) => role.name));
    expect(await roles.allInnerTexts()).toEqual(['系统管理员']);

    // Overview is the first tab: its activity lists that sign-in ("登录 · 会话") at the time the server recorded.
    expect(await infoTabs(page).getByRole('tab', { selected: true }).innerText()).toBe('概览');
    const activity = page.getByRole('region', { name: '最近动态' });
    const entry = activity.getByRole('listitem').filter({ has: page.locator(`time[datetime="${mine?.at}"]`) });
    expect(await entry.getByText('登录 · 会话').count()).toBe(1);
    await context.close();
  });

  it('the project tab shows the work areas the server counts', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const token = await tokenOf(page);
    const earlier = await overview(token);
    await openUserInfo(page, earlier.profile.nickname);
    const panel = await nextTab(page);
    await panel.getByText('你处理过的记录类型。').waitFor();
    expect(await infoTabs(page).getByRole('tab', { selected: true }).innerText()).toBe('项目');
    const later = await overview(token);

    // Sign-ins are work on sessions: the card "会话" counts them.
    const cards = panel.locator('[data-slot="card"]');
    const titles = await cards.getByRole('heading').allInnerTexts();
    expect(titles).toContain('会话');
    expect(titles.length).toBeGreaterThanOrEqual(earlier.projects.length);
    expect(titles.length).toBeLessThanOrEqual(later.projects.length);
    const count = (list: AccountOverview['projects']) => list.find((area) => area.entity === 'session')?.count ?? 0;
    const shown = Number(await panel.getByRole('region', { name: '会话' }).locator('dd').first().innerText());
    expect(shown).toBeGreaterThanOrEqual(count(earlier.projects));
    expect(shown).toBeLessThanOrEqual(count(later.projects));
    expect(shown).toBeGreaterThan(0);
    await context.close();
  });

  it('the my-team tab says so when nobody else has the administrator role', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const fromApi = await overview(await tokenOf(page));
    expect(fromApi.team).toEqual([]);
    await openUserInfo(page, fromApi.profile.nickname);
    await nextTab(page);
    const panel = await nextTab(page);
    expect(await infoTabs(page).getByRole('tab', { selected: true }).innerText()).toBe('我的团队');
    await panel.getByText('暂无与你角色相同的同事').waitFor();
    await context.close();
  });

  it('shows the tab titles and the role in English', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    const fromApi = await overview(await tokenOf(page), 'en-US');
    await openUserInfo(page, fromApi.profile.nickname);
    expect(await infoTabs(page, 'User Info').getByRole('tab').allInnerTexts()).toEqual([
      'Overview',
      'Project',
      'My team',
    ]);
    expect(await page.getByRole('list', { name: 'Roles' }).innerText()).toBe('Administrator');
    await page.getByRole('region', { name: 'Recent activity' }).getByText('Signed in · Session').first().waitFor();
    await context.close();
  });
});

describe('user info of a user with colleagues', () => {
  it('my team lists the colleagues sharing the role, as the server returns them', async () => {
    // A newly approved account gets the viewer role, so it becomes the demo viewer's colleague.
    const admin = (
      await call<{ token: string }>('/user/login', { body: { username: 'admin', password: 'Sb-WangLei#2026' } })
    ).token;
    await call('/account/register', {
      body: {
        username: 'teammate',
        password: 'Colleague#Desk-26',
        email: 'teammate@soundboard.example',
        nickname: '周杰 Zhou Jie',
      },
    });
    const requests = await call<{ id: number; username: string }[]>('/account/requests?status=pending', {
      token: admin,
    });
    await call(`/account/requests/${requests.find((row) => row.username === 'teammate')?.id}/approve`, {
      token: admin,
      body: {},
    });

    const { context, page } = await openPage();
    await signIn(page, 'viewer', 'Sb-ZhaoMin#2026');
    const token = await tokenOf(page);
    const earlier = await overview(token);
    expect(earlier.team.map((member) => member.userName)).toContain('teammate');
    await openUserInfo(page, '赵敏 Zhao Min');
    await nextTab(page);
    const panel = await nextTab(page);
    await panel.getByText('与你拥有相同角色的在职同事。').waitFor();
    const later = await overview(token);

    const members = panel.getByRole('list').first().locator(':scope > li');
    const count = await members.count();
    expect(count).toBeGreaterThanOrEqual(earlier.team.length);
    expect(count).toBeLessThanOrEqual(later.team.length);
    for (const member of earlier.team) {
      const row = members.filter({ hasText: `@${member.userName}` });
      expect(await row.count()).toBe(1);
      expect(await row.innerText()).toContain(member.nickname || member.userName);
      const roles = row.getByRole('list', { name: `${member.nickname || member.userName}的角色` });
      expect(await roles.getByRole('listitem').allInnerTexts()).toEqual(member.roles);
    }
    const mate = members.filter({ hasText: '@teammate' });
    expect(await mate.innerText()).toContain('周杰 Zhou Jie');
    expect(await mate.getByRole('listitem').allInnerTexts()).toEqual(['访客（只读）']);
    await context.close();
  });
});
