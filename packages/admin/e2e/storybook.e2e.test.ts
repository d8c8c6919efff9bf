// The designers' workbench: the real server serves the Storybook build `npm test` has just made under /storybook/,
// with no sign-in. A designer finds stories from the sidebar's search by keyboard alone; each renders, and
// nothing on the way logs an error (a script the page's security policy refused would, too).
import { describe, expect, it } from 'vitest';
import { openPage, serverBase } from './browser';

/** What a designer types in the sidebar's search, and the story (or docs page) id of the result to open. */
const STORIES = [
  { search: 'Button Variants', id: /^inputs-button--variants$/, docsTitle: null },
  { search: 'DatePicker', id: /^pickers-datepicker--docs$/, docsTitle: 'DatePicker' },
  { search: 'Colour', id: /^docs-foundations-colour--docs$/, docsTitle: 'Colour' },
];

describe('the Storybook workbench under /storybook/', () => {
  it('opens without a sign-in; three stories picked from the sidebar by keyboard render with no console error', async () => {
    const { context, page } = await openPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${serverBase()}/storybook/`);
      const preview = page.frameLocator('#storybook-preview-iframe');
      for (const story of STORIES) {
        // Ctrl+K is Storybook's shortcut to the sidebar's search.
        const search = page.locator('#storybook-explorer-searchfield');
        await expect
          .poll(
            async () => {
              await page.keyboard.press('Control+K');
              return search.evaluate((input) => input === document.activeElement);
            },
            { timeout: 60_000 },
          )
          .toBe(true);
        await page.keyboard.press('Control+A');
        await page.keyboard.type(story.search);
        await page.getByRole('option').first().waitFor({ timeout: 60_000 });
        // The arrow keys walk the results until the wanted one is highlighted.
        const highlighted = page.locator('[role="option"][aria-selected="true"]');
        for (let step = 0; step < 15; step++) {
          await page.keyboard.press('ArrowDown');
          if (story.id.test((await highlighted.getAttribute('data-id').catch(() => null)) ?? '')) break;
        }
        expect(await highlighted.getAttribute('data-id')).toMatch(story.id);
        await page.keyboard.press('Enter');
        await expect
          .poll(() => new URL(page.url()).searchParams.get('path') ?? '', { timeout: 60_000 })
          .toMatch(new RegExp(`/(story|docs)/${story.id.source.replace(/^\^/, '')}`));
        // The preview frame shows it: the story's rendered root, or the docs page under its own title.
        const shown = story.docsTitle
          ? preview.locator('#storybook-docs h1:visible', { hasText: story.docsTitle })
          : preview.locator('#storybook-root > :not(style):visible');
        await shown.first().waitFor({ timeout: 60_000 });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
