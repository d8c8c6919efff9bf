/**
 * The sign-in form (docs/modules/app-shell.md): username, password, remember password, forgot password and register.
 * Empty fields show their required messages; a failed sign-in shows 'Login error, refresh and try again'
 * (the request layer has already toasted the server's reason); success says 'welcome to use' and goes on to
 * the redirect target or the workplace. Forgot password and register are links to their own entry screens.
 * Built from the kit's native controls: the login screen loads no React Aria, to stay within its 90 KB budget.
 */
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { NativeCheckbox } from '@soundboard/ui/inputs/native-checkbox.tsx';
import { NativePasswordField, NativeTextField } from '@soundboard/ui/inputs/native-text-field.tsx';
import { type FormEvent, lazy, Suspense, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { fieldOf, readPrerenderedLogin, removePrerenderedLogin } from '../../lib/prerendered-login';
import { redirectTarget } from '../../routes/guards';
import { prefetchSignedInFiles } from '../../routes/prefetch-files';
import { $locale, changeLocale } from '../../stores/locale';
import { EntryLink } from './entry-link';
import {
  initialLoginValues,
  type LoginErrors,
  type LoginValues,
  rememberUsername,
  toLoginInput,
  validateLogin,
} from './login-model';
import { PrerenderingLogin } from './prerendering';

/**
 * The session functions (and the API client under them) load when the visitor starts on the form, so the first
 * paint of the login screen does not wait for them; submitting awaits the same import.
 */
const loadAuth = () => import('../../api/auth');
/** What opens the first screen after sign-in (routes/prefetch.ts): imported on the click. */
const loadPrefetch = () => import('../../routes/prefetch');

/** Two-factor sign-in's code step and its texts: loaded only after a sign-in that did not go through. */
const loadTwoFactor = () =>
  Promise.all([import('./two-factor-step'), needMessages(['two-factor'])]).then(([step]) => step);
const TwoFactorStep = lazy(() => loadTwoFactor());

export const PREFETCH_MARK = 'soundboard:prefetch-signed-in';

/** The path to open after sign-in, without its query (the route is what the prefetch needs). */
const pathOf = (target: string) => target.split('?')[0] ?? target;

export function LoginForm() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const prerendering = useContext(PrerenderingLogin);
  const [values, setValues] = useState<LoginValues>(initialLoginValues);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  /** Submissions so far: only the latest one's failure is shown. */
  const attempts = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  const target = redirectTarget(Object.fromEntries(new URLSearchParams(search)));

  // Once idle, while the visitor types: the next screen's files are downloaded, not run (routes/prefetch-files.ts).
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      // bench:web counts the login screen's own bytes up to this mark; what follows is the next screen's.
      performance.mark(PREFETCH_MARK);
      void prefetchSignedInFiles(pathOf(target), $locale.get());
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 0);
      return () => {
        cancelled = true;
        clearTimeout(timer);
      };
    }
    const id = requestIdleCallback(start, { timeout: 2000 });
    return () => {
      cancelled = true;
      cancelIdleCallback(id);
    };
  }, [target]);

  // Once the visitor starts typing, the prefetched code is run (from the cache), when the browser is next idle:
  // the page stays quiet for whoever only looks at it, and the click on "sign in" has only to render.
  const warmed = useRef(false);
  const warmUp = () => {
    if (warmed.current) return;
    warmed.current = true;
    const run = () =>
      void loadPrefetch().then(
        (prefetch) => prefetch.preloadSignedIn(pathOf(target)),
        () => undefined,
      );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 0);
  };

  /** A submission of the drawn form, sent once the values taken over are rendered (so the submission reads them). */
  const [sendAdopted, setSendAdopted] = useState(false);
  // The form the build drew (lib/prerendered-login.ts) goes in the commit that shows this one, before a paint:
  // what the visitor typed there, the focus, and a language or a submission chosen there move here. Read at
  // commit, not at render: a render in a transition may pause, and a key pressed meanwhile would be lost. Once,
  // for the form the visitor started on.
  useLayoutEffect(() => {
    const drawn = readPrerenderedLogin();
    if (!drawn) return;
    removePrerenderedLogin();
    if (Object.keys(drawn.values).length > 0) {
      setValues((current) => ({ ...current, ...drawn.values }));
      warmUp();
    }
    if (drawn.focused && form.current) fieldOf(form.current, drawn.focused)?.focus();
    if (drawn.locale) void changeLocale(drawn.locale);
    if (drawn.submitted) setSendAdopted(true);
  }, []);
  useEffect(() => {
    if (sendAdopted) form.current?.requestSubmit();
  }, [sendAdopted]);

  const change = (patch: Partial<LoginValues>) => {
    warmUp();
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({
      ...current,
      ...('username' in patch ? { username: undefined } : {}),
      ...('password' in patch ? { password: undefined } : {}),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateLogin(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || pending) return;
    setPending(true);
    setFailed(false);
    const attempt = ++attempts.current;
    try {
      const { login } = await loadAuth();
      await finish(await login(toLoginInput(values)));
    } catch (error) {
      // The form takes the next attempt at once: the request layer has already said why this one failed, and an
      // Enter pressed while the code step's files loaded below was lost (on a slow network, a retyped password).
      setPending(false);
      // The password was right and a code must follow: the second step replaces the form.
      const next = await loadTwoFactor().then(
        (step) => step.challengeOf(error)?.challenge ?? null,
        () => null,
      );
      // A newer attempt answers for itself.
      if (attempt !== attempts.current) return;
      if (next) setChallenge(next);
      else setFailed(true);
    }
  };

  async function finish(user: { role: string[]; permissions?: string[] }) {
    const prefetch = await loadPrefetch();
    // The next screen's data starts now, beside whatever of its code is still loading.
    prefetch.startSignedIn(pathOf(target), { roles: user.role, permissions: user.permissions ?? [] });
    rememberUsername(values);
    toast.success(t('login.form.login.success'));
    navigate(target, { replace: true });
  }

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(user) => void finish(user)}
          onBack={() => setChallenge(null)}
        />
      </Suspense>
    );
  }

  return (
    <form
      ref={form}
      noValidate
      // The drawn copy cannot send (a dialog form outside a dialog submits nothing): the app sends the form.
      method={prerendering ? 'dialog' : undefined}
      onSubmit={submit}
      onFocus={() => void loadAuth().catch(() => undefined)}
      className="flex w-full max-w-80 flex-col gap-4"
      aria-labelledby="login-title"
    >
      <h1 id="login-title" className="text-2xl font-semibold text-default">
        {t('login.form.title')}
      </h1>
      {failed && (
        <p role="alert" className="rounded-md bg-danger-subtle px-3 py-2 text-sm text-danger-text">
          {t('login.form.login.errMsg')}
        </p>
      )}
      <NativeTextField
        label={t('login.form.userName.placeholder')}
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={(username) => change({ username })}
        errorMessage={errors.username ? t(errors.username) : undefined}
      />
      <NativePasswordField
        label={t('login.form.password.placeholder')}
        name="password"
        value={values.password}
        onChange={(password) => change({ password })}
        errorMessage={errors.password ? t(errors.password) : undefined}
      />
      <div className="flex items-center justify-between gap-2">
        <NativeCheckbox isSelected={values.remember} onChange={(remember) => change({ remember })}>
          {t('login.form.rememberPassword')}
        </NativeCheckbox>
        <EntryLink href="/forgot-password">{t('login.form.forgetPassword')}</EntryLink>
      </div>
      <NativeButton type="submit" variant="primary" size="lg" isPending={pending}>
        {t('login.form.login')}
      </NativeButton>
      <p className="text-center">
        <EntryLink href="/register">{t('login.form.register')}</EntryLink>
      </p>
    </form>
  );
}
