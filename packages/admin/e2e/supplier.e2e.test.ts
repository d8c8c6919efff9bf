// Suppliers by keyboard, in zh-CN, as the warehouse keeper: reached from the menu, created with every kind of
// control the definition asks for (text, multi-select, number, region cascader), found in the list with the
// bank account masked, edited with the change in its history, and deactivated. A code in lower case is refused
// under its field in Chinese and nothing is saved.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, press, serverBase, signIn, tokenOf, typeInto } from './browser';

const CODE = 'SUP-E2E-01';
const NAME = '端到端测试音响器材有限公司';
const ACCOUNT = '6222020200112233445';

/** Moves through an open list box with the arrow keys until the option is active, then presses `key`. */
async function arrowTo(page: Page, option: Locator, key: 'Enter' | 'Space') {
  await option.waitFor();
  for (let presses = 0; presses < 12; presses++) {
    if (await option.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press(key);
}

const drawer = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

async function suppliersCalled(page: Page, q: string): Promise<number> {
  const token = await tokenOf(page);
  const response = await fetch(`${serverBase()}/behind/suppliers?q=${encodeURIComponent(q)}`, {
    headers: { 'admin-token': token },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

describe('suppliers by keyboard', () => {
  it('creates, finds, edits and deactivates a supplier; a lower-case code is refused and nothing saved', async () => {
    const { context, page } = await openPage({ width: 1440, locale: 'zh-CN' });
    await signIn(page, 'warehouse', 'Sb-ZhangWei#2026');

    // From the menu.
    const menu = page.locator('[data-slot="side-menu"]');
    await press(page, menu.getByRole('button', { name: '客户关系' }));
    await press(page, menu.getByRole('button', { name: '供应商管理' }));
    await page.waitForURL(/\/crm\/supplier$/);
    await page.getByRole('heading', { name: '供应商管理' }).waitFor();
    // At 1440 px the demo list's default columns and row actions fit: long names wrap instead of pushing them out.
    await page.getByRole('row', { name: /SUP-008/ }).waitFor();
    // The shown one: the workplace, kept in its tab, has a table too.
    const table = page.locator('[data-slot="data-table"]:visible');
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await press(page, page.getByRole('button', { name: '新建供应商' }));
    const form = drawer(page, '新建供应商');
    const save = form.getByRole('button', { name: '保存', exact: true });

    // A code in lower case: the field says why in Chinese, as it is left and again on save; nothing is written.
    const code = form.getByRole('textbox', { name: /编码/ });
    await typeInto(page, code, 'sup-e2e-01');
    await typeInto(page, form.getByRole('textbox', { name: /名称/ }), NAME);
    await form.getByText('请使用 3-40 位大写字母、数字或短横线').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await press(page, save);
    await form.getByText('请使用 3-40 位大写字母、数字或短横线').waitFor();
    expect(await form.isVisible()).toBe(true);
    expect(await suppliersCalled(page, 'sup-e2e')).toBe(0);

    // The code put right, and the rest of the supplier.
    await typeInto(page, code, CODE);
    await typeInto(page, form.getByRole('textbox', { name: /联系人/ }), '测试 Ceshi');
    await typeInto(page, form.getByRole('textbox', { name: /电话/ }), '021-55501234');
    await press(page, form.getByRole('button', { name: /供应品类/ }));
    await arrowTo(page, page.getByRole('option', { name: '功放', exact: true }), 'Enter');
    await arrowTo(page, page.getByRole('option', { name: '话筒', exact: true }), 'Enter');
    await page.keyboard.press('Escape');
    await form.getByRole('row', { name: '功放' }).waitFor();
    await form.getByRole('row', { name: '话筒' }).waitFor();
    await typeInto(page, form.getByRole('textbox', { name: /评级/ }), '4');
    await press(page, form.getByRole('button', { name: /所在地区/ }));
    await page.keyboard.type('浦东');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: /上海市.*浦东新区/ }).waitFor();
    await typeInto(page, form.getByRole('textbox', { name: /银行账号/ }), ACCOUNT);
    await press(page, save);
    await page.getByText('已保存').first().waitFor();

    // Saving opens the new supplier; closed, the list shows it with only the account's last four digits.
    let detail = drawer(page, new RegExp(`^供应商 ${CODE}`));
    await detail.waitFor();
    await page.keyboard.press('Escape');
    await typeInto(page, page.getByRole('textbox', { name: '关键字' }), CODE);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(CODE) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining([NAME, '********3445', '4', '合作中']));
    expect(cells.join(' ')).toMatch(/功放\s+话筒/);
    expect(cells.join(' ')).not.toContain(ACCOUNT);

    // Opened and edited: a new name and a better rating.
    await press(page, row.getByRole('button', { name: '查看' }));
    detail = drawer(page, new RegExp(`^供应商 ${CODE}`));
    await detail
      .getByText(/上海市.*浦东新区/)
      .first()
      .waitFor();
    await press(page, detail.getByRole('button', { name: '编辑', exact: true }));
    const edit = drawer(page, new RegExp(`^编辑供应商 ${CODE}`));
    await typeInto(page, edit.getByRole('textbox', { name: /名称/ }), `${NAME}（华东）`);
    await typeInto(page, edit.getByRole('textbox', { name: /评级/ }), '5');
    await press(page, edit.getByRole('button', { name: '保存', exact: true }));
    detail = drawer(page, new RegExp(`^供应商 ${CODE}`));
    await detail.getByText(`${NAME}（华东）`).first().waitFor();
    await press(page, detail.getByRole('tab', { name: '操作记录' }));
    await detail.getByText('张伟 Zhang Wei 修改').waitFor();
    await detail.getByText('评级：4 → 5').waitFor();

    // Deactivated after a confirmation; its status follows.
    await press(page, detail.getByRole('button', { name: '停用', exact: true }));
    const ask = page.getByRole('alertdialog', { name: '确定要停用吗？' });
    await press(page, ask.getByRole('button', { name: '停用', exact: true }));
    await page.getByText('操作成功：停用').first().waitFor();
    await detail.getByText('已停用').first().waitFor();
    await detail.getByRole('button', { name: '启用', exact: true }).waitFor();
    await context.close();
  });
});
