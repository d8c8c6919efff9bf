/**
 * Statistic: a title over a big number formatted by Intl in the current locale (or money from minor units),
 * with optional prefix/suffix and a trend. The trend is said in words for screen readers, not by colour alone.
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { formatMoney } from './format-money';

const messages = defineMessages({
  'zh-CN': { up: '上升', down: '下降' },
  'en-US': { up: 'up', down: 'down' },
});

export interface StatisticProps {
  title: ReactNode;
  value: number;
  /** When set, value is integer minor units (fen) of this currency. */
  currency?: string;
  /** Fraction digits for plain numbers. */
  precision?: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  trend?: 'up' | 'down';
  /** Text after the trend word, e.g. "12%". */
  trendValue?: string;
  className?: string;
}

export function Statistic({
  title,
  value,
  currency,
  precision = 0,
  prefix,
  suffix,
  trend,
  trendValue,
  className,
}: StatisticProps) {
  const { locale } = useLocale();
  const t = useMessages(messages);
  const formatted = currency
    ? formatMoney(value, currency, locale)
    : new Intl.NumberFormat(locale, { minimumFractionDigits: precision, maximumFractionDigits: precision }).format(
        value,
      );
  const TrendIcon = trend === 'up' ? ArrowUp : ArrowDown;
  return (
    <div data-slot="statistic" className={cn('flex flex-col gap-1', className)}>
      <div className="text-sm text-secondary">{title}</div>
      <div className="flex items-baseline gap-1 text-3xl font-semibold text-default tabular-nums">
        {prefix && <span className="text-xl">{prefix}</span>}
        <span data-slot="value">{formatted}</span>
        {suffix && <span className="text-base font-normal text-secondary">{suffix}</span>}
      </div>
      {trend && (
        <div
          data-slot="trend"
          data-trend={trend}
          className={cx('flex items-center gap-1 text-sm', trend === 'up' ? 'text-success-text' : 'text-danger-text')}
        >
          <TrendIcon aria-hidden="true" className="size-3.5" />
          <span>{t[trend]}</span>
          {trendValue && <span className="tabular-nums">{trendValue}</span>}
        </div>
      )}
    </div>
  );
}
