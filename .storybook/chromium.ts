/** Where the Debian Chromium lives and the flags that work on these machines: see scripts/lib/chromium.mjs. */
export { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
