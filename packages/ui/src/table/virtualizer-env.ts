/**
 * react-stately's Virtualizer checks `process.env.NODE_ENV === 'test' && !process.env.VIRT_ON` while rendering
 * and, in a test run, renders every row. Bundlers replace `process.env.NODE_ENV`, but un-bundled browser runs
 * (vitest browser mode serves react-stately as is, with NODE_ENV 'test') have no `process`, so every
 * virtualised render throws. We run in a real browser with real sizes: keep virtualisation on.
 * Dev only: production builds drop this block.
 */
const scope = globalThis as { process?: { env: Record<string, string | undefined> } };
if (import.meta.env.DEV && typeof scope.process === 'undefined') scope.process = { env: { VIRT_ON: '1' } };
