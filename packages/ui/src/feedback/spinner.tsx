/** A spinning ring with an accessible label ("Loading" by default), for buttons, cards and pages. */
import { cva, type VariantProps } from 'class-variance-authority';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';

const messages = defineMessages({
  'zh-CN': { loading: '加载中' },
  'en-US': { loading: 'Loading' },
});

const spinner = cva('inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent', {
  variants: {
    size: { sm: 'size-3.5 border-2', md: 'size-5 border-2', lg: 'size-8 border-3' },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends VariantProps<typeof spinner> {
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
  /** Show the label as visible text beside the ring. */
  showLabel?: boolean;
  /** Inside something that already announces its busy state (a pending button): hide it from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size, label, showLabel, decorative, className }: SpinnerProps) {
  const t = useMessages(messages);
  const text = label ?? t.loading;
  if (decorative) return <span aria-hidden="true" data-slot="spinner" className={cn(spinner({ size }), className)} />;
  return (
    <span
      role="status"
      aria-label={showLabel ? undefined : text}
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-primary-text', className)}
    >
      <span aria-hidden="true" className={spinner({ size })} />
      {showLabel && <span className="text-sm text-secondary">{text}</span>}
    </span>
  );
}
