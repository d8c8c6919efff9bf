/** Card: an optional header (title + extra, e.g. a "more" link), the body, an optional footer. */
import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

const cardStyles = cva('flex flex-col rounded-lg bg-surface text-default', {
  variants: {
    bordered: { true: 'border border-subtle', false: 'shadow-sm' },
  },
  defaultVariants: { bordered: true },
});

export interface CardProps extends VariantProps<typeof cardStyles> {
  title?: ReactNode;
  extra?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Card({ title, extra, footer, children, bordered, className }: CardProps) {
  const titleId = useId();
  return (
    <section
      data-slot="card"
      aria-labelledby={title ? titleId : undefined}
      className={cn(cardStyles({ bordered }), className)}
    >
      {(title || extra) && (
        <header
          data-slot="card-header"
          className="flex items-center justify-between gap-4 border-b border-subtle px-5 py-3"
        >
          {title && (
            <h2 id={titleId} className="text-lg font-medium text-default">
              {title}
            </h2>
          )}
          {extra && <div className="text-sm">{extra}</div>}
        </header>
      )}
      <div data-slot="card-body" className="px-5 py-4 text-base">
        {children}
      </div>
      {footer && (
        <footer data-slot="card-footer" className="border-t border-subtle px-5 py-3 text-sm text-secondary">
          {footer}
        </footer>
      )}
    </section>
  );
}
