/** The frame of the entry screens (login, register, forgot password): the banner, the language choice, the form. */
import { useStore } from '@nanostores/react';
import { LOCALES } from '@soundboard/contract';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { $locale, changeLocale } from '../../stores/locale';

const LOCALE_NAMES = { 'zh-CN': '简体中文', 'en-US': 'English' } as const;

export function EntryLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <div className="grid min-h-screen grid-cols-1 bg-surface device:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="hidden flex-col justify-center gap-3 bg-primary p-12 text-on-primary device:flex">
        <p className="text-4xl font-semibold">{t('login.banner.title')}</p>
        <p className="text-lg">{t('login.banner.subTitle')}</p>
      </aside>
      <div className="flex flex-col">
        <nav aria-label={t('navbar.locale.label')} className="flex justify-end gap-1 p-4">
          {LOCALES.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              aria-pressed={locale === option}
              onClick={() => void changeLocale(option)}
              className="rounded-md px-2 py-1 text-sm text-secondary hover:bg-fill-2 aria-pressed:font-semibold aria-pressed:text-primary-text"
            >
              {LOCALE_NAMES[option]}
            </button>
          ))}
        </nav>
        <main className="flex flex-1 items-center justify-center p-6">{children}</main>
      </div>
    </div>
  );
}
