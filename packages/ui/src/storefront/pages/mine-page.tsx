/**
 * The "mine" page as the fitment lays it out: a header (its picture, or the theme colour) with the guest's
 * avatar, then the entries in the fitment's order as a list or a grid. Members cannot sign in yet, so entries that
 * need an account say so; stores leads to the store list; contact and services show how to reach the store.
 * With `preview` (the admin's fitment preview) it only shows: nothing opens.
 */
import {
  ChevronRight,
  ClipboardList,
  Headphones,
  Heart,
  type LucideIcon,
  Phone,
  Store,
  Ticket,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { format } from '../../i18n/messages';
import { cx } from '../../lib/cx';
import { focusRingNative } from '../../lib/focus-ring';
import { type Navigate, StorefrontLink } from '../links';
import { look } from '../look';
import { storefrontText } from '../storefront.messages';
import type { StorefrontStoreValue } from '../types';
import { MineNote } from './mine-note';

/** The contract's MINE_ENTRIES, each with its icon. */
export const MINE_ENTRY_ICONS: Readonly<Record<string, LucideIcon>> = {
  orders: ClipboardList,
  coupons: Ticket,
  stores: Store,
  services: Headphones,
  favorites: Heart,
  contact: Phone,
};

export interface MinePageProps {
  layout: 'list' | 'grid';
  entries: readonly string[];
  /** The header's picture (a URL, or the admin's own thumbnail); the theme colour without one. */
  header?: string | ReactNode | null;
  /** The store whose contact the contact and services entries show. */
  store?: StorefrontStoreValue | null;
  locale: string;
  preview?: boolean;
  onNavigate?: Navigate;
}

export function MinePage({
  layout,
  entries,
  header,
  store = null,
  locale,
  preview = false,
  onNavigate,
}: MinePageProps) {
  const text = storefrontText(locale);
  const [open, setOpen] = useState<string | null>(null);
  const noteId = useId();
  const grid = layout === 'grid';
  const label = (entry: string) => text[`entry.${entry}` as keyof typeof text] ?? entry;
  const row = cx(
    'flex w-full items-center',
    grid ? 'flex-col gap-1 py-1 text-xs' : 'gap-3 px-4 py-3 text-sm',
    !preview && `${focusRingNative} text-left`,
  );
  const inner = (entry: string) => {
    const Icon = MINE_ENTRY_ICONS[entry] ?? UserRound;
    return (
      <>
        <Icon aria-hidden className={cx('size-5', look.theme)} />
        <span className={cx(!grid && 'flex-1')}>{label(entry)}</span>
        {!grid && <ChevronRight aria-hidden className={cx('size-4', look.faint)} />}
      </>
    );
  };
  return (
    <>
      <div className="relative h-36 shrink-0 overflow-hidden">
        {typeof header === 'string' ? (
          <img src={header} alt="" width={750} height={288} className="size-full object-cover" />
        ) : (
          (header ?? <div className={cx('size-full', look.themeBg)} />)
        )}
        <div className="absolute inset-x-4 bottom-4 flex items-center gap-3">
          <span className={`flex size-12 items-center justify-center rounded-full ${look.card} ${look.muted}`}>
            <UserRound aria-hidden className="size-6" />
          </span>
          <span className="rounded bg-black/45 px-2 py-0.5 text-base font-semibold text-white">{text.guest}</span>
        </div>
      </div>
      <ul
        aria-label={text.mineEntries}
        className={cx(
          'm-3 list-none rounded-lg',
          look.card,
          look.text,
          grid ? 'grid grid-cols-3 gap-y-4 px-0 py-4' : `flex flex-col divide-y p-0 ${look.divide}`,
        )}
      >
        {entries.map((entry) => (
          <li key={entry}>
            {preview ? (
              <div className={row}>{inner(entry)}</div>
            ) : entry === 'stores' ? (
              <StorefrontLink link={{ kind: 'page', target: 'stores' }} onNavigate={onNavigate} className={row}>
                {inner(entry)}
              </StorefrontLink>
            ) : (
              <button
                type="button"
                aria-expanded={open === entry}
                aria-controls={noteId}
                onClick={() => setOpen(open === entry ? null : entry)}
                className={cx(row, 'cursor-pointer')}
              >
                {inner(entry)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!preview && (
        <div id={noteId} aria-live="polite" className="mx-3 empty:hidden">
          {open && (
            <MineNote
              entry={open}
              store={store}
              text={text}
              signIn={format(text.signInLater, { entry: label(open) })}
            />
          )}
        </div>
      )}
    </>
  );
}
