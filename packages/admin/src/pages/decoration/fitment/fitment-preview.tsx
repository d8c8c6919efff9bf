/**
 * The fitment's live preview in the phone frame: the "mine" page (header, entries as list or grid, the theme
 * colour on its accents) above the bottom navigation as the storefront draws it (the kit's TabBar, in the
 * admin's language), or the launch screen. Nothing in it navigates: it shows, it does not lead.
 */
import type { FitmentDocument } from '@soundboard/contract';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { cn } from '@soundboard/ui/lib/cn.ts';
import { look } from '@soundboard/ui/storefront/look.ts';
import { PhoneFrame } from '@soundboard/ui/storefront/phone-frame.tsx';
import { storefrontText } from '@soundboard/ui/storefront/storefront.messages.ts';
import { TabBar } from '@soundboard/ui/storefront/tab-bar.tsx';
import { themeVariables } from '@soundboard/ui/storefront/theme-vars.ts';
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
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { MaterialThumb } from '../../material/material-thumb';
import { type MineEntry, mineTabIndex } from './fitment-values';

const ENTRY_ICONS: Record<MineEntry, LucideIcon> = {
  orders: ClipboardList,
  coupons: Ticket,
  stores: Store,
  services: Headphones,
  favorites: Heart,
  contact: Phone,
};

const PHONE = { width: 375, height: 667 } as const;
type View = 'mine' | 'launch';

export function FitmentPreview({ document, locale }: { document: FitmentDocument; locale: string }) {
  const t = useT();
  const [view, setView] = useState<View>('mine');
  return (
    <div className="flex flex-col items-center gap-3">
      <RadioGroup
        aria-label={t('fitment.preview.view')}
        variant="button"
        value={view}
        onChange={(next) => setView(next as View)}
      >
        <Radio value="mine">{t('fitment.preview.mine')}</Radio>
        <Radio value="launch">{t('fitment.preview.launch')}</Radio>
      </RadioGroup>
      {/* A phone is narrower than the frame: there the preview is drawn smaller (zoom also shrinks its box). */}
      <PhoneFrame
        className="max-sm:[zoom:0.84]"
        width={PHONE.width}
        height={PHONE.height}
        label={t('fitment.preview.label', { width: PHONE.width, height: PHONE.height })}
      >
        <div
          data-slot="fitment-preview"
          lang={locale}
          style={themeVariables(document.themeColor)}
          className={cn('flex min-h-full flex-col bg-[#f7f8fa]', look.text)}
        >
          {view === 'mine' ? (
            <MinePreview document={document} locale={locale} />
          ) : (
            <LaunchPreview document={document} />
          )}
        </div>
      </PhoneFrame>
    </div>
  );
}

function MinePreview({ document, locale }: { document: FitmentDocument; locale: string }) {
  const t = useT();
  const { mine, tabBar } = document;
  const current = mineTabIndex(tabBar.items);
  const grid = mine.layout === 'grid';
  return (
    <>
      <div className="relative h-36 shrink-0 overflow-hidden">
        {mine.headerImageId === null ? (
          <div className={cn('size-full', look.themeBg)} />
        ) : (
          <MaterialThumb id={mine.headerImageId} kind="image" className="size-full" />
        )}
        <div className="absolute inset-x-4 bottom-4 flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-white text-[#4e5969]">
            <UserRound aria-hidden="true" className="size-6" />
          </span>
          <span className="rounded bg-black/45 px-2 py-0.5 text-base font-semibold text-white">
            {t('fitment.preview.guest')}
          </span>
        </div>
      </div>
      <ul
        aria-label={t('fitment.mine.entries')}
        className={cn(
          'm-3 list-none rounded-lg p-0',
          look.card,
          grid ? 'grid grid-cols-3 gap-y-4 py-4' : 'flex flex-col divide-y divide-[#e5e6eb]',
        )}
      >
        {mine.entries.map((entry) => {
          const Icon = ENTRY_ICONS[entry];
          return (
            <li
              key={entry}
              className={cn('flex items-center gap-3', grid ? 'flex-col gap-1 text-xs' : 'px-4 py-3 text-sm')}
            >
              <Icon aria-hidden="true" className={cn('size-5', look.theme)} />
              <span className={cn(!grid && 'flex-1')}>{t(`fitment.entry.${entry}`)}</span>
              {!grid && <ChevronRight aria-hidden="true" className={cn('size-4', look.faint)} />}
            </li>
          );
        })}
      </ul>
      <div className="flex-1" />
      <TabBar
        label={storefrontText(locale).tabBar}
        items={tabBar.items.map((item, index) => ({
          icon: item.icon,
          label: (locale === 'zh-CN' ? item.labelZh : item.labelEn) || '—',
          active: index === current,
          link: null,
        }))}
      />
    </>
  );
}

function LaunchPreview({ document }: { document: FitmentDocument }) {
  const t = useT();
  const { launch } = document;
  if (!launch.enabled)
    return <p className={cn('m-auto max-w-60 text-center text-sm', look.muted)}>{t('fitment.preview.launchOff')}</p>;
  return (
    <div className="relative flex flex-1 flex-col">
      {launch.imageId === null ? (
        <div className={cn('flex-1', look.themeBg)} />
      ) : (
        <MaterialThumb id={launch.imageId} kind="image" className="flex-1" />
      )}
      <span className="absolute top-3 right-3 rounded-full bg-black/55 px-3 py-1 text-xs text-white">
        {t('fitment.preview.skip', { seconds: launch.seconds })}
      </span>
    </div>
  );
}
