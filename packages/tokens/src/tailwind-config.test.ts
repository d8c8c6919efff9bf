/** Proves the Tailwind entry really loads the root tailwind.config.ts and the token theme (v4 ignores the
 * config file unless the entry CSS names it with @config). Compiles the real entry CSS. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { beforeAll, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../ui/src/styles.css', import.meta.url));

let compiler: Awaited<ReturnType<typeof compile>>;
const build = async (candidates: string[]) => compiler.build(candidates);

describe('Tailwind entry (packages/ui/src/styles.css)', () => {
  // Compiling loads the config through jiti: seconds on a busy 2-core machine, so once, with room to spare.
  beforeAll(async () => {
    compiler = await compile(readFileSync(entry, 'utf8'), {
      base: fileURLToPath(new URL('../../ui/src/', import.meta.url)),
      onDependency: () => {},
    });
  }, 60_000);

  it('uses the breakpoint declared only in tailwind.config.ts', async () => {
    const css = await build(['device:hidden']);
    expect(css).toMatch(/@media \(width >= 992px\)/);
  });

  it('keys the dark variant on the data-theme attribute from tailwind.config.ts', async () => {
    const css = await build(['dark:underline']);
    expect(css).toContain('[data-theme=dark]');
  });

  it('maps semantic utilities to token variables and has no raw palette colours', async () => {
    const css = await build(['bg-primary', 'text-muted', 'border-default', 'bg-red-500', 'text-gray-600']);
    expect(css).toContain('background-color: var(--sb-primary)');
    expect(css).toContain('color: var(--sb-text-muted)');
    expect(css).toContain('border-color: var(--sb-border-default)');
    expect(css).not.toContain('.bg-red-500');
    expect(css).not.toContain('.text-gray-600');
  });
});
