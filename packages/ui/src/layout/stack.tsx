/** Stack: a flex row or column with a gap from the 4px grid, alignment and optional wrapping. */
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

const stackStyles = cva('flex', {
  variants: {
    direction: { row: 'flex-row', column: 'flex-col' },
    gap: { 0: 'gap-0', 1: 'gap-1', 2: 'gap-2', 3: 'gap-3', 4: 'gap-4', 6: 'gap-6', 8: 'gap-8' },
    align: {
      start: 'items-start',
      center: 'items-center',
      end: 'items-end',
      stretch: 'items-stretch',
      baseline: 'items-baseline',
    },
    justify: { start: 'justify-start', center: 'justify-center', end: 'justify-end', between: 'justify-between' },
    wrap: { true: 'flex-wrap', false: 'flex-nowrap' },
  },
  defaultVariants: { direction: 'column', gap: 2, wrap: false },
});

export interface StackProps extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof stackStyles> {}

export function Stack({ direction, gap, align, justify, wrap, className, ...props }: StackProps) {
  return (
    <div
      data-slot="stack"
      {...props}
      className={cn(stackStyles({ direction, gap, align, justify, wrap }), className)}
    />
  );
}
