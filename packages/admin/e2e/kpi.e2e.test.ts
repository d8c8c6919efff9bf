// Sales targets on the built app and the real server: the administrator opens User KPI, sets the demo
// salesperson's yearly target and one month's target by keyboard alone, and sees the attainment those targets give
// against the actual sales the server counts (completed orders): the yearly target equal to the year's sales is
// 100 %, a month's target twice its sales 50 %.

import { describe, expect, it } from 'vitest';
import { base, openPage, pressToOpen, signIn } from './browser';

const SALESPERSON = '李娜 Li Na';

interface Answer {
  year: number;
  rows: { nickname: string; yearActual: number; months: { month: number; actual: number }[] }[];
}

/** Fen as typed into a money field (en-US): 1234567 -> '12345.67'. */
const typed = (fen: number) => (fen / 100).toFixed(2);

describe('sales targets (KPI)', () => {
  it('takes targets typed by keyboard and shows the attainment against completed sales', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    try {
      await signIn(page);
      await page.goto(`${base()}/setting/user/kpi`);
      await page.getByRole('heading', { level: 1, name: 'User KPI' }).waitFor();
      const table = page.getByRole('grid', { name: 'Sales targets and attainment' });
      await table.getByRole('row', { name: new RegExp(SALESPERSON) }).waitFor({ timeout: 60_000 });

      // The actual sales the server counts for the demo salesperson (the demo seed's completed orders): this year's,
      // or last year's in the first days of January, when the seed's newest orders are not completed yet.
      const yearOf = (year?: number): Promise<Answer> =>
        page.evaluate(
          async (query) => {
            const headers = { 'admin-token': localStorage.getItem('admin-token') ?? '' };
            return (await (await fetch(`/behind/kpi${query}`, { headers })).json()).data;
          },
          year === undefined ? '' : `?year=${year}`,
        );
      const soldIn = (answer: Answer) => {
        const row = answer.rows.find((candidate) => candidate.nickname === SALESPERSON);
        const month = row?.months.find((candidate) => candidate.actual > 0);
        return row && month ? { row, month } : null;
      };
      let answer = await yearOf();
      let sold = soldIn(answer);
      if (!sold) {
        answer = await yearOf(answer.year - 1);
        sold = soldIn(answer);
        // The picker lists next year, this year, last year…: one down from this year, by keyboard.
        await page.getByRole('button', { name: /Year/ }).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await page.getByText(`Targets and sales in ${answer.year}`).waitFor();
      }
      if (!sold) throw new Error(`the demo salesperson sold nothing in ${answer.year} or the year after`);
      const { row, month } = sold;

      const drawer = page.getByRole('dialog', { name: `Targets of ${SALESPERSON} in ${answer.year}` });
      await pressToOpen(page, page.getByRole('button', { name: `Set targets for ${SALESPERSON}` }), drawer);
      await drawer.getByRole('textbox', { name: 'Yearly target' }).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(typed(row.yearActual));
      // Tab on through the months (the steppers are out of the tab order) to the chosen one.
      for (let index = 0; index < month.month; index += 1) await page.keyboard.press('Tab');
      const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, month.month - 1, 1)),
      );
      await expect
        .poll(() =>
          drawer.getByRole('textbox', { name: monthName, exact: true }).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(typed(month.actual * 2));
      await page.keyboard.press('Tab');
      // The months (the demo plan's and the one typed) no longer add up to the year: the drawer says by how much.
      await drawer.getByText(/(Below|Above) the year by/).waitFor();

      // On to Save by keyboard.
      const save = drawer.getByRole('button', { name: 'Save' });
      for (let step = 0; step < 30 && !(await save.evaluate((el) => el === document.activeElement)); step += 1) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.getByText(`Targets of ${SALESPERSON} saved`).first().waitFor({ timeout: 60_000 });
      await drawer.waitFor({ state: 'detached' });

      const salesRow = table.getByRole('row', { name: new RegExp(SALESPERSON) });
      await expect.poll(() => salesRow.getByRole('gridcell').nth(1).innerText(), { timeout: 60_000 }).toMatch(/^100%/);
      // The chosen month's cell, once scrolled into view (the grid renders only the columns in view).
      const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, month.month - 1, 1)),
      );
      for (const at of [0, 0.25, 0.5, 0.75, 1]) {
        await table.evaluate((grid, share) => {
          grid.scrollLeft = (grid.scrollWidth - grid.clientWidth) * share;
        }, at);
        // The grid renders the columns in view after the scroll event: give it a moment.
        const shown = table.getByRole('columnheader', { name: monthShort, exact: true });
        if (
          await shown.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
      }
      const headers = await table.getByRole('columnheader').allInnerTexts();
      const column = headers.findIndex((text) => text.trim() === monthShort);
      expect(column, JSON.stringify(headers)).toBeGreaterThan(0);
      await expect.poll(() => salesRow.getByRole('rowheader').count()).toBe(1);
      await page.locator('[data-panel="kpi-chart"] [data-slot="chart"][data-ready] canvas').waitFor();
      const cells = await salesRow.locator('[role="rowheader"], [role="gridcell"]').allInnerTexts();
      expect(cells[column]).toMatch(/^50%/);
    } finally {
      await context.close();
    }
  });
});
