/**
 * The fitment's live preview in the phone frame: the "mine" page (the kit's MinePage, the storefront's own
 * drawing: header, entries as list or grid, the theme colour on its accents) above the bottom navigation as the storefront draws it (the kit's TabBar, in the
 * admin's language), or the launch screen. Nothing in it navigates: it shows, it does not lead.
 */
import type { FitmentDocument } from '@soundboard/contract';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { cn } from '@soundboard/ui/lib/cn.ts';
import { look } from '@soundboard/ui/storefront/look.ts';
import { MinePage } from '@soundboard/ui/storefront/pages/mine-page.tsx';
import { PhoneFrame } from '@soundboard/ui/storefront/phone-frame.tsx';
import { storefrontText } from '@soundboard/ui/storefront/storefront.messages.ts';
import { TabBar } from '@soundboard/ui/storefront/tab-bar.tsx';
import { themeVariables } from '@soundboard/ui/storefront/theme-vars.ts';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { MaterialThumb } from '../../material/material-thumb';
import { mineTabIndex } from './fitment-values';

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
          // The admin's previews keep the storefront's light look, whatever the admin's own theme (look.css).
          data-sf-look="light"
          lang={locale}
          style={themeVariables(document.themeColor)}
          className={cn('flex min-h-full flex-col bg-[var(--sf-page)]', look.text)}
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
  const { mine, tabBar } = document;
  const current = mineTabIndex(tabBar.items);
  return (
    <>
      <MinePage
        layout={mine.layout}
        entries={mine.entries}
        header={
          mine.headerImageId === null ? null : (
            <MaterialThumb id={mine.headerImageId} kind="image" className="size-full" />
          )
        }
        locale={locale}
        preview
      />
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
