/**
 * Grid: equal columns that change with the viewport width (Tailwind breakpoints sm 640, md 768, lg 1024,
 * xl 1280). `columns={{ base: 1, md: 2, xl: 4 }}` or a single number.
 */
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

type Count = 1 | 2 | 3 | 4 | 6 | 12;
type Breakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl';

// Literal class names so Tailwind finds them.
const COLS: Record<Breakpoint, Record<Count, string>> = {
  base: {
    1: 'grid-cols-1',
    2: 'grid-cols-2',
    3: 'grid-cols-3',
    4: 'grid-cols-4',
    6: 'grid-cols-6',
    12: 'grid-cols-12',
  },
  sm: {
    1: 'sm:grid-cols-1',
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-3',
    4: 'sm:grid-cols-4',
    6: 'sm:grid-cols-6',
    12: 'sm:grid-cols-12',
  },
  md: {
    1: 'md:grid-cols-1',
    2: 'md:grid-cols-2',
    3: 'md:grid-cols-3',
    4: 'md:grid-cols-4',
    6: 'md:grid-cols-6',
    12: 'md:grid-cols-12',
  },
  lg: {
    1: 'lg:grid-cols-1',
    2: 'lg:grid-cols-2',
    3: 'lg:grid-cols-3',
    4: 'lg:grid-cols-4',
    6: 'lg:grid-cols-6',
    12: 'lg:grid-cols-12',
  },
  xl: {
    1: 'xl:grid-cols-1',
    2: 'xl:grid-cols-2',
    3: 'xl:grid-cols-3',
    4: 'xl:grid-cols-4',
    6: 'xl:grid-cols-6',
    12: 'xl:grid-cols-12',
  },
};
const GAPS = { 0: 'gap-0', 2: 'gap-2', 4: 'gap-4', 6: 'gap-6', 8: 'gap-8' };

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  columns?: Count | Partial<Record<Breakpoint, Count>>;
  gap?: keyof typeof GAPS;
}

export function Grid({ columns = 1, gap = 4, className, ...props }: GridProps) {
  const byBreakpoint = typeof columns === 'number' ? { base: columns } : columns;
  const classes = Object.entries(byBreakpoint).map(([bp, count]) => COLS[bp as Breakpoint][count as Count]);
  return <div data-slot="grid" {...props} className={cn('grid', GAPS[gap], ...classes, className)} />;
}
