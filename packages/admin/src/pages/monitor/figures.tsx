/**
 * The monitor's figures now: request rate, latency, error shares and event-loop delay over the last minute or
 * interval, memory, uptime and the database. Each tile is a term and its value (a description list).
 */
import { useStore } from '@nanostores/react';
import type { MonitorSnapshot } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { formatBytes, formatMs, formatNumber, formatShare, formatUptime } from './format';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';
const tile = 'flex min-w-0 flex-col gap-1 rounded-lg bg-surface p-4 sm:px-5';

function Tile({ name, title, value, detail }: { name: string; title: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div data-figure={name} className={tile}>
      <dt className="text-sm text-secondary">{title}</dt>
      <dd className="text-2xl font-semibold text-default tabular-nums break-words">{value}</dd>
      {detail && <dd className="text-sm text-secondary tabular-nums">{detail}</dd>}
    </div>
  );
}

export function MonitorFigures({ snapshot }: { snapshot: MonitorSnapshot }) {
  const t = useT();
  const locale = useStore($locale);
  const { current, eventLoop, memory, database } = snapshot;
  const ms = (value: number | null) => formatMs(value, locale);
  const pair = (a: string, b: string) => `${a} · ${b}`;
  return (
    <section aria-labelledby="monitor-figures">
      <h2 id="monitor-figures" className="sr-only">
        {t('monitor.figures')}
      </h2>
      <dl className={grid}>
        <Tile
          name="rate"
          title={t('monitor.rate')}
          value={t('monitor.rate.value', { rate: formatNumber(current.rate, locale) })}
          detail={t('monitor.rate.detail', { count: formatNumber(current.requests, locale) })}
        />
        <Tile
          name="latency"
          title={t('monitor.latency')}
          value={ms(current.p50)}
          detail={t('monitor.latency.detail', { p99: ms(current.p99) })}
        />
        <Tile
          name="errors"
          title={t('monitor.errors')}
          value={formatShare(current.serverErrorRate, locale)}
          detail={t('monitor.errors.detail', { share: formatShare(current.clientErrorRate, locale) })}
        />
        <Tile
          name="event-loop"
          title={t('monitor.eventLoop')}
          value={ms(eventLoop.p99)}
          detail={pair(t('monitor.p50', { value: ms(eventLoop.p50) }), t('monitor.max', { value: ms(eventLoop.max) }))}
        />
        <Tile
          name="memory"
          title={t('monitor.memory')}
          value={formatBytes(memory.rss)}
          detail={t('monitor.memory.detail', { heap: formatBytes(memory.heapUsed) })}
        />
        <Tile name="uptime" title={t('monitor.uptime')} value={formatUptime(snapshot.uptimeSeconds, locale)} />
        <Tile
          name="database"
          title={t('monitor.database')}
          value={t(`monitor.database.${database.kind}`)}
          detail={
            database.queued === null
              ? t('monitor.database.noQueue')
              : pair(
                  t('monitor.database.queued', { count: formatNumber(database.queued, locale) }),
                  database.total === undefined
                    ? t('monitor.database.running', { count: formatNumber(database.running ?? 0, locale) })
                    : t('monitor.database.pool', {
                        idle: formatNumber(database.idle ?? 0, locale),
                        total: formatNumber(database.total, locale),
                      }),
                )
          }
        />
      </dl>
    </section>
  );
}

export function MonitorFiguresLoading() {
  return (
    <div className={grid}>
      {Array.from({ length: 7 }, (_, index) => (
        <div key={index} className={tile}>
          <Skeleton rows={2} />
        </div>
      ))}
    </div>
  );
}
