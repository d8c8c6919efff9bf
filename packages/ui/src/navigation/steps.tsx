/**
 * Steps: a sequence with finished, current (in progress or failed) and waiting steps, horizontal or vertical.
 * The current step carries aria-current="step"; each step says its state in words for screen readers.
 */
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';

const messages = defineMessages({
  'zh-CN': { finish: '（已完成）', process: '（进行中）', error: '（出错）', wait: '（未开始）' },
  'en-US': { finish: ' (finished)', process: ' (in progress)', error: ' (error)', wait: ' (waiting)' },
});

export interface StepItem {
  title: string;
  description?: ReactNode;
}

export interface StepsProps {
  items: StepItem[];
  /** Index of the current step (0-based). Steps before it are finished. */
  current: number;
  /** State of the current step. */
  status?: 'process' | 'error' | 'finish';
  direction?: 'horizontal' | 'vertical';
  className?: string;
}

type StepState = 'finish' | 'process' | 'error' | 'wait';

const ICON = {
  finish: 'border-primary bg-surface text-primary-text',
  process: 'border-primary bg-primary text-on-primary',
  error: 'border-danger bg-danger text-on-danger',
  wait: 'border-default bg-fill-2 text-muted',
};

export function Steps({ items, current, status = 'process', direction = 'horizontal', className }: StepsProps) {
  const t = useMessages(messages);
  const vertical = direction === 'vertical';
  return (
    <ol data-slot="steps" className={cn('flex', vertical ? 'flex-col gap-2' : 'items-start gap-3', className)}>
      {items.map((item, index) => {
        const state: StepState = index < current ? 'finish' : index === current ? status : 'wait';
        const last = index === items.length - 1;
        return (
          <li
            key={item.title}
            data-state={state}
            aria-current={index === current ? 'step' : undefined}
            className={cx('flex gap-3', !vertical && !last && 'flex-1', vertical && 'min-h-16')}
          >
            <div className={cx('flex items-center', vertical ? 'flex-col' : 'flex-row')}>
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm',
                  ICON[state],
                )}
              >
                {state === 'finish' ? (
                  <Check className="size-4" />
                ) : state === 'error' ? (
                  <X className="size-4" />
                ) : (
                  index + 1
                )}
              </span>
              {vertical && !last && <span aria-hidden="true" className="mt-1 w-px grow bg-fill-3" />}
            </div>
            <div className={cx('flex min-w-0 flex-col gap-0.5', !vertical && 'flex-1')}>
              <div className="flex items-center gap-3">
                <span
                  className={cx(
                    'text-base whitespace-nowrap',
                    state === 'wait' ? 'text-secondary' : state === 'error' ? 'text-danger-text' : 'text-default',
                    state === 'process' && 'font-medium',
                  )}
                >
                  {item.title}
                  <span className="sr-only">{t[state]}</span>
                </span>
                {!vertical && !last && (
                  <span
                    aria-hidden="true"
                    className={cx('h-px grow', state === 'finish' ? 'bg-primary' : 'bg-fill-3')}
                  />
                )}
              </div>
              {item.description && <div className="text-sm text-muted">{item.description}</div>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
