/**
 * Result: the block a page shows for an outcome — 404 / 403 / 500, or success / error / warning / info after an
 * action. A large status mark, a heading, a subtitle and the actions (children). Texts default per status.
 */
import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';

export type ResultStatus = '404' | '403' | '500' | 'success' | 'error' | 'warning' | 'info';

export const resultMessages = defineMessages({
  'zh-CN': {
    '404': '抱歉，页面不见了～',
    '403': '抱歉，你没有权限访问该页面',
    '500': '抱歉，服务器出了点问题',
    '404.sub': '你访问的页面不存在，或已被移走。',
    '403.sub': '如需访问，请联系管理员为你的角色开通权限。',
    '500.sub': '请稍后重试；若问题持续，请联系技术支持。',
    success: '操作成功',
    error: '操作失败',
    warning: '请注意',
    info: '提示',
  },
  'en-US': {
    '404': 'Sorry, this page does not exist',
    '403': 'Sorry, you are not allowed to open this page',
    '500': 'Sorry, something went wrong on the server',
    '404.sub': 'The page you visited does not exist or has moved.',
    '403.sub': 'Ask an administrator to grant your role access.',
    '500.sub': 'Please try again later; if it keeps happening, contact support.',
    success: 'Done',
    error: 'Failed',
    warning: 'Attention',
    info: 'Note',
  },
});

const ICONS = {
  success: <CircleCheck className="size-16 text-success-text" />,
  error: <CircleX className="size-16 text-danger-text" />,
  warning: <CircleAlert className="size-16 text-warning-text" />,
  info: <Info className="size-16 text-info-text" />,
};

const CODE_COLOUR = { '404': 'text-primary-text', '403': 'text-warning-text', '500': 'text-danger-text' };

export interface ResultProps {
  status: ResultStatus;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level of the title (a page's main result is usually 1). */
  headingLevel?: 1 | 2 | 3;
  /** Actions, e.g. "Back to the workplace". */
  children?: ReactNode;
  className?: string;
}

export function Result({ status, title, subtitle, headingLevel = 2, children, className }: ResultProps) {
  const t = useMessages(resultMessages);
  const Heading = `h${headingLevel}` as const;
  const isCode = status === '404' || status === '403' || status === '500';
  return (
    <section
      data-slot="result"
      data-status={status}
      className={cn('flex flex-col items-center gap-3 py-12 text-center', className)}
    >
      <span aria-hidden="true" data-slot="result-mark">
        {isCode ? (
          <span className={cx('text-[64px] leading-none font-semibold tabular-nums', CODE_COLOUR[status])}>
            {status}
          </span>
        ) : (
          ICONS[status]
        )}
      </span>
      <Heading className="text-xl font-semibold text-default">{title ?? t[status]}</Heading>
      {(subtitle ?? isCode) && (
        <p className="max-w-md text-base text-secondary">{subtitle ?? t[`${status as '404'}.sub`]}</p>
      )}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}
