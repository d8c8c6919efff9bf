/**
 * The store home (/store/home): figures across the stores for a period (contract stores/overview.ts) — sales by
 * store as a chart and a list, players online and offline, stores by status, the storefront template in use,
 * the ads running now and the stores with an exception today — each leading to its filtered list when the
 * user may open that list.
 */
import { useStore } from '@nanostores/react';
import {
  advertisement,
  homeTemplate,
  OVERVIEW_DAYS,
  STORE_STATUSES,
  type StoresOverview,
  saleOrder,
  store,
} from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { loadStoresOverview } from '../../api/stores';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { useCan } from '../../resource/can';
import { useResourceLabels } from '../../resource/labels';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { Panel } from '../workplace/panel';
import { activeTemplateHref, runningAdsHref, storeHref, storeOrdersHref, storesByStatusHref } from './store-home-links';
import { storeName } from './store-name';
import { StoreSalesChart } from './store-sales-chart';

const tile = 'flex h-full flex-col gap-1 rounded-lg bg-surface p-4';
const linkTile = 'border border-transparent text-default data-hovered:border-primary-border data-hovered:no-underline';

/** A figure: its title and value; a link to its list when there is one the user may open. */
function Figure({ title, value, href }: { title: string; value: ReactNode; href?: string | null }) {
  const body = (
    <>
      <span className="text-sm text-secondary">{title}</span>
      <span className="text-2xl font-semibold text-default tabular-nums">{value}</span>
    </>
  );
  if (!href) return <div className={tile}>{body}</div>;
  return (
    <Link href={href} className={`${tile} ${linkTile}`}>
      {body}
    </Link>
  );
}

function useOverview(days: number) {
  const [overview, setOverview] = useState<StoresOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setFailed(false);
    loadStoresOverview(days).then(
      (answer) => current && setOverview(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [days, attempt]);
  return { overview, failed, retry: () => setAttempt((n) => n + 1) };
}

export default function StoreHomePage({ route }: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const can = useCan();
  const locale = useStore($locale);
  const labels = useResourceLabels(store);
  const [days, setDays] = useState<number>(OVERVIEW_DAYS[0]);
  const { overview, failed, retry } = useOverview(days);
  const mayOrders = can(saleOrder.permissions.read);
  const name = (row: { nameZh: string; nameEn: string }) => storeName(row, locale);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface p-4 sm:px-6">
        <h1 id={titleId} className="text-xl font-semibold text-default">
          {t(route.titleKey)}
        </h1>
        <RadioGroup
          aria-label={t('stores.home.period')}
          variant="button"
          value={String(days)}
          onChange={(value) => setDays(Number(value))}
        >
          {OVERVIEW_DAYS.map((choice) => (
            <Radio key={choice} value={String(choice)}>
              {t('stores.home.days', { n: choice })}
            </Radio>
          ))}
        </RadioGroup>
      </header>
      {failed && <LoadFailed title={t('stores.home.loadFailed')} onRetry={retry} />}
      {!overview && !failed && <Skeleton rows={8} />}
      {overview && (
        <>
          <ul aria-label={t('stores.home.figures')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
            <li className="col-span-2">
              <Figure
                title={t('stores.home.sales', { n: overview.days })}
                value={<Money minorUnits={overview.sales.reduce((sum, row) => sum + row.total, 0)} />}
              />
            </li>
            <li>
              <Figure title={t('stores.home.playersOnline')} value={overview.players.online} />
            </li>
            <li>
              <Figure title={t('stores.home.playersOffline')} value={overview.players.offline} />
            </li>
            {STORE_STATUSES.map((status) => (
              <li key={status}>
                <Figure
                  title={t('stores.home.inStatus', { status: labels.value('status', status) })}
                  value={overview.statuses[status] ?? 0}
                  href={storesByStatusHref(status)}
                />
              </li>
            ))}
          </ul>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <div className="flex flex-col gap-4 lg:col-span-2">
              <StoreSalesChart sales={overview.sales} />
              <SalesList overview={overview} mayOrders={mayOrders} name={name} />
            </div>
            <div className="flex flex-col gap-4">
              <TemplatePanel
                overview={overview}
                href={can(homeTemplate.permissions.read) ? activeTemplateHref() : null}
              />
              <AdsPanel overview={overview} href={can(advertisement.permissions.read) ? runningAdsHref : null} />
              <ExceptionsPanel overview={overview} name={name} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function SalesList({
  overview,
  mayOrders,
  name,
}: {
  overview: StoresOverview;
  mayOrders: boolean;
  name: (row: { nameZh: string; nameEn: string }) => string;
}) {
  const t = useT();
  return (
    <Panel name="store-sales" title={t('stores.home.salesList')}>
      <ul className="flex flex-col divide-y divide-[var(--sb-border-subtle)]">
        {overview.sales.map((row) => (
          <li key={row.storeId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <Link href={storeHref(row.code)}>{name(row)}</Link>
            <span className="ms-auto flex items-center gap-3 text-sm">
              {mayOrders ? (
                <Link href={storeOrdersHref(row.storeId, overview.from, overview.today)}>
                  {t('stores.home.orders', { n: row.orders })}
                </Link>
              ) : (
                <span className="text-secondary">{t('stores.home.orders', { n: row.orders })}</span>
              )}
              <span className="min-w-28 text-end font-medium text-default">
                <Money minorUnits={row.total} />
              </span>
            </span>
          </li>
        ))}
        <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-secondary">
          <span>{t('stores.home.otherSales')}</span>
          <span className="ms-auto flex items-center gap-3 text-sm">
            {t('stores.home.orders', { n: overview.other.orders })}
            <span className="min-w-28 text-end">
              <Money minorUnits={overview.other.total} />
            </span>
          </span>
        </li>
      </ul>
    </Panel>
  );
}

function TemplatePanel({ overview, href }: { overview: StoresOverview; href: string | null }) {
  const t = useT();
  const template = overview.activeTemplate;
  return (
    <Panel name="store-template" title={t('stores.home.template')} {...(href ? { allHref: href } : {})}>
      {template ? (
        <dl className="flex flex-col gap-1 text-sm">
          <dt className="sr-only">{t('stores.home.templateName')}</dt>
          <dd className="text-base font-medium text-default">{template.name}</dd>
          <dt className="sr-only">{t('stores.home.lastPublish')}</dt>
          <dd className="text-secondary">
            {template.lastPublishedAt
              ? t('stores.home.published', {
                  version: template.publishedVersion,
                  date: formatDateTime(template.lastPublishedAt),
                })
              : t('stores.home.neverPublished')}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-secondary">{t('stores.home.noTemplate')}</p>
      )}
    </Panel>
  );
}

/** The ads list filtered to those running at the moment the page read its figures. */
function AdsPanel({ overview, href }: { overview: StoresOverview; href: ((now: string) => string) | null }) {
  const t = useT();
  const [now] = useState(() => new Date().toISOString());
  const ads = overview.runningAds;
  return (
    <Panel name="store-ads" title={t('stores.home.ads', { n: ads.count })} {...(href ? { allHref: href(now) } : {})}>
      {ads.count === 0 ? (
        <p className="text-sm text-secondary">{t('stores.home.noAds')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm">
          {ads.first.map((ad) => (
            <li key={ad.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="text-default">{ad.title}</span>
              <span className="text-secondary">{t('stores.home.until', { date: formatDateTime(ad.endsAt) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ExceptionsPanel({
  overview,
  name,
}: {
  overview: StoresOverview;
  name: (row: { nameZh: string; nameEn: string }) => string;
}) {
  const t = useT();
  const rows = overview.exceptionsToday;
  return (
    <Panel name="store-exceptions" title={t('stores.home.exceptions')}>
      {rows.length === 0 ? (
        <p className="text-sm text-secondary">{t('stores.home.noExceptions')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {rows.map((row) => (
            <li key={row.storeId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <Link href={storeHref(row.code)}>{name(row)}</Link>
              <span className="flex items-center gap-2">
                {row.note && <span className="text-secondary">{row.note}</span>}
                <StatusTag color={row.closed ? 'default' : 'warning'}>
                  {row.closed
                    ? t('stores.home.closedToday')
                    : t('stores.home.hoursToday', { opens: row.opens, closes: row.closes })}
                </StatusTag>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
