/** Divider: a horizontal rule (optionally with text in it) or a short vertical bar between inline items. */
import type { ReactNode } from 'react';
import { Separator } from 'react-aria-components';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** Text in the middle of a horizontal divider. */
  children?: ReactNode;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

export function Divider({ orientation = 'horizontal', children, align = 'center', className }: DividerProps) {
  if (orientation === 'vertical') {
    return (
      <Separator
        orientation="vertical"
        elementType="span"
        data-slot="divider"
        className={cn('mx-2 inline-block h-[1em] w-px self-center bg-fill-3 align-middle', className)}
      />
    );
  }
  if (!children) {
    return <hr data-slot="divider" className={cn('my-4 h-px border-0 bg-fill-3', className)} />;
  }
  // With text the divider labels what follows: the lines are decoration, the text is read as text.
  const line = 'h-px grow bg-fill-3';
  return (
    <div
      data-slot="divider"
      className={cn('my-4 flex items-center gap-3 text-sm font-medium text-secondary', className)}
    >
      <span aria-hidden="true" className={cx(line, align === 'start' && 'max-w-6')} />
      {children}
      <span aria-hidden="true" className={cx(line, align === 'end' && 'max-w-6')} />
    </div>
  );
}
