// The Workplace's data panels on the built app and the real server (demo data: a year of orders): the figures,
// the latest orders and the low-stock list against what GET /behind/dashboard/workplace answers, the figure links
// opening their lists filtered, the chart drawn and read by keyboard, a failed load retried by keyboard, and the English labels.
// Other e2e files write orders on the same server at the same time, so the page is compared with two reads of the
// API taken around it, and read again if they differ.

import type { WorkplaceFigures } from '@soundboard/contract';
import { resourceDictionaries } from '@soundboard/contract/resource-dictionaries';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, openPage, serverBase, signIn, tokenOf } from './browser';

const WORKPLACE_API = '/behind/dashboard/workplace';

async function figuresFromApi(page: Page): Promise<WorkplaceFigures> {
  const token = await tokenOf(page);
  const response = await fetch(`${serverBase()}${WORKPLACE_API}`, { headers: { 'admin-token': token } });
  const envelope = (await response.json()) as { code: number; message: string; data: WorkplaceFigures };
  if (envelope.code !== 1) throw new Error(`${WORKPLACE_API}: ${envelope.message}`);
  return envelope.data;
}

const figureList = (page: Page, name = '关键数据') => page.getByRole('list', { name });

/** Each figure tile as "title: value", in the order shown. */
async function shownFigures(page: Page, name?: string): Promise<string[]> {
  await figureList(page, name).getByRole('listitem').first().waitFor();
  return figureList(page, name)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const statistic = item.querySelector('[data-slot="statistic"]');
        const title = statistic?.firstElementChild?.textContent ?? '';
        return `${title}: ${statistic?.querySelector('[data-slot="value"]')?.textContent ?? ''}`;
      }),
    );
}

function expectedFigures(figures: WorkplaceFigures): string[] {
  const count = (n: number) => new Intl.NumberFormat('zh-CN').format(n);
  return [
    `今日销售额: ${formatMoney(figures.salesToday, 'CNY', 'zh-CN')}`,
    `本月销售额: ${formatMoney(figures.salesMonth, 'CNY', 'zh-CN')}`,
    `待审核订单: ${count(figures.awaitingApproval)}`,
    `待发货: ${count(figures.deliveriesToShip)}`,
    `待处理退款: ${count(figures.openRefunds)}`,
    `低库存商品: ${count(figures.lowStockItems)}`,
  ];
}

/** What the panels show: figures, latest orders (number, customer, status) and the low-stock names. */
async function shownPanels(page: Page) {
  const orders = page.getByRole('table', { name: '最新订单' }).locator('tbody tr');
  await orders.first().waitFor();
  return {
    figures: await shownFigures(page),
    orders: await orders.evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    ),
    lowStock: await page.getByRole('list', { name: '库存预警' }).getByRole('link').allInnerTexts(),
  };
}

function expectedPanels(figures: WorkplaceFigures, resources: Record<string, string>) {
  const status = (value: string) => resources[`saleOrder.status.${value}`];
  const day = (date: string) =>
    new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return {
    figures: expectedFigures(figures),
    orders: figures.recentOrders.map((order) => [
      order.orderNo,
      order.customerName,
      day(order.orderDate),
      formatMoney(order.total, 'CNY', 'zh-CN'),
      status(order.status),
    ]),
    lowStock: figures.lowStock.map((product) => product.name),
  };
}

/** Opens the Workplace until the API answered the same before and after the page read it. */
async function compareWithApi(page: Page) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const before = await figuresFromApi(page);
    await page.goto(`${base()}/dashboard/workplace`);
    const shown = await shownPanels(page);
    const after = await figuresFromApi(page);
    if (JSON.stringify(before) !== JSON.stringify(after)) continue;
    return { shown, figures: after };
  }
  throw new Error('the workplace figures kept changing while the page was read');
}

describe('the workplace data panels', () => {
  it('show the figures, latest orders and low-stock products the API answers', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const { shown, figures } = await compareWithApi(page);
    expect(shown).toEqual(expectedPanels(figures, await resourceDictionaries['zh-CN']()));
    // The demo data has a year of orders: something to show in every panel.
    expect(figures.recentOrders).toHaveLength(8);
    expect(figures.trend).toHaveLength(30);
    expect(shown.lowStock.length).toBeGreaterThan(0);
    await context.close();
  });

  it('draw the 30-day sales chart, read it bar by bar by keyboard and say its total in words', async () => {
    const { context, page } = await openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page);
    const panel = page.locator('[data-panel="trend"]');
    await panel.getByRole('img', { name: /^近 30 天销售额：共 30 项，最高 / }).waitFor();
    expect(await panel.locator('[data-slot="bar"]').count()).toBe(30);
    const figures = await figuresFromApi(page);
    const day = new Intl.DateTimeFormat('zh-CN', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const said = (index: number) => {
      const { date, amount } = figures.trend[index] ?? { date: '', amount: 0 };
      return `${day.format(new Date(`${date}T00:00:00Z`))}: ${formatMoney(amount, 'CNY', 'zh-CN')}`;
    };

    // One tab stop, next after the last figure link: the arrows and End move the highlighted bar.
    await figureList(page).getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    const plot = panel.getByRole('group', { name: '近 30 天销售额' });
    expect(await plot.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const tooltip = panel.locator('[data-slot="tooltip"]');
    expect(await tooltip.innerText()).toBe(said(2));
    expect(await panel.locator('[data-slot="live"]').innerText()).toBe(said(2));
    await page.keyboard.press('End');
    expect(await tooltip.innerText()).toBe(said(29));

    const total = figures.trend.reduce((sum, day) => sum + day.amount, 0);
    expect(await panel.locator('dd').first().innerText()).toBe(formatMoney(total, 'CNY', 'zh-CN'));
    // The Workplace draws without echarts (the KPI and monitor screens still load it, lazily).
    expect(scripts.filter((url) => /echarts|chart-loader/.test(url))).toEqual([]);
    await context.close();
  });

  it('open the list behind a figure, filtered, by keyboard', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const list = figureList(page);
    await list.getByRole('link').first().waitFor();
    const links = await list.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      '/admin/order/sale?status=submitted',
      '/admin/order/sale?status=approved&deliveryStatus=none,partial',
      '/admin/order/refund?status=requested,approved',
      '/admin/inventory/list?lowStock=true',
    ]);

    await list.getByRole('link', { name: /待审核订单/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/order\/sale\?status=submitted$/);

    await page.goBack();
    await figureList(page)
      .getByRole('link', { name: /低库存商品/ })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/inventory\/list\?lowStock=true$/);
    await context.close();
  });

  it('offer a retry when the figures fail to load, and show them after it', async () => {
    const { context, page } = await openPage();
    let failing = true;
    await page.route(`**${WORKPLACE_API}`, (route) => (failing ? route.abort('connectionreset') : route.continue()));
    await signIn(page);
    await page.getByRole('heading', { name: '工作台数据加载失败' }).waitFor();
    expect(await figureList(page).count()).toBe(0);
    failing = false;
    await page.getByRole('button', { name: '重试' }).focus();
    await page.keyboard.press('Enter');
    // The values themselves are compared with the API above; here: all six are back, with numbers.
    const shown = await shownFigures(page);
    expect(shown.map((figure) => figure.split(': ')[0])).toEqual(
      expectedFigures(await figuresFromApi(page)).map((figure) => figure.split(': ')[0]),
    );
    for (const figure of shown) expect(figure).toMatch(/: ¥?[\d,]+(\.\d\d)?$/);
    await context.close();
  });

  it('speak English in en-US', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    const titles = (await shownFigures(page, 'Key figures')).map((figure) => figure.split(':')[0]);
    expect(titles).toEqual([
      'Sales today',
      'Sales this month',
      'Awaiting approval',
      'Deliveries to ship',
      'Open refunds',
      'Low-stock items',
    ]);
    expect(await figureList(page, 'Key figures').innerText()).toMatch(/CN¥[\d,]+\.\d\d/);
    await page.getByRole('img', { name: /^Sales, last 30 days: 30 bars, highest / }).waitFor();
    const orders = page.getByRole('table', { name: 'Latest orders' });
    expect(await orders.locator('thead th').allInnerTexts()).toEqual([
      'Order no.',
      'Customer',
      'Order date',
      'Total',
      'Status',
    ]);
    const english = ['Draft', 'Submitted', 'Approved', 'Delivered', 'Completed', 'Cancelled'];
    for (const status of await orders.locator('tbody td:last-child').allInnerTexts()) {
      expect(english).toContain(status);
    }
    await page.getByRole('heading', { name: 'Low stock' }).waitFor();
    await context.close();
  });
});
