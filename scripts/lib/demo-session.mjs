// Signing in as a demo user and opening the admin app already signed in, for scripts that look at screens
// (scripts/screenshots.mjs, scripts/readme-screenshots.mjs). The logins are the demo users of
// packages/server/src/seed/roles.ts, which exist only in demo mode.

export const DEMO_PASSWORDS = {
  admin: 'Sb-WangLei#2026',
  sales: 'Sb-LiNa#2026',
  sales2: 'Sb-ZhouJie#2026',
  warehouse: 'Sb-ZhangWei#2026',
  finance: 'Sb-ChenJing#2026',
  editor: 'Sb-LiuYang#2026',
  viewer: 'Sb-ZhaoMin#2026',
};

/**
 * The pause between filling the login form and pressing sign in, in the benches that time a sign-in
 * (bench:web, bench:web-profile, bench:anchor): a person takes a second or more to type a password, and the login page runs its
 * prefetched code meanwhile.
 */
export const TYPING_MS = 1000;

/** Signs `username` in through the API of the app at `base` and answers the session token. */
export async function signIn(base, username) {
  const password = DEMO_PASSWORDS[username];
  if (!password) throw new Error(`${username} is no demo user`);
  const response = await fetch(`${base}/behind/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const answer = await response.json();
  if (answer.code !== 1) throw new Error(`signing in as ${username} failed: ${answer.message} (is it in demo mode?)`);
  return answer.data.token;
}

/**
 * Makes every page of a playwright browser context start in `theme` and `locale`, and signed in with `token`
 * when one is given: the same local storage keys the admin app keeps them under.
 */
export async function prepareContext(context, { theme, locale, token }) {
  await context.addInitScript(
    ([theme, locale, token]) => {
      localStorage.setItem('arco-theme', theme);
      localStorage.setItem('arco-locale', locale);
      if (token) localStorage.setItem('admin-token', token);
    },
    [theme, locale, token ?? ''],
  );
}
