/**
 * Tabs on RAC Tabs (arrow keys move between tabs, Home/End jump). Three looks: line (underline), rounded
 * (pills) and card (folder tabs). A tab may carry a count, shown as a small badge after its title.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

export interface TabItem {
  id: Key;
  title: string;
  count?: number;
  content: ReactNode;
  isDisabled?: boolean;
}

const tabStyles = cva(
  cx('inline-flex cursor-default items-center gap-1.5 whitespace-nowrap text-base text-secondary', focusRing),
  {
    variants: {
      variant: {
        line: 'border-b-2 border-transparent px-1 py-2 data-hovered:text-default data-selected:border-primary data-selected:text-primary-text',
        rounded:
          'rounded-full px-4 py-1 data-hovered:bg-fill-2 data-selected:bg-primary-subtle data-selected:text-primary-text',
        card: '-mb-px rounded-t-md border border-subtle bg-fill-1 px-4 py-1.5 data-hovered:text-default data-selected:border-b-surface data-selected:bg-surface data-selected:text-primary-text',
      },
    },
    defaultVariants: { variant: 'line' },
  },
);

// Tabs that do not fit (a 390px screen) wrap onto a second row rather than squeezing their titles; the rows
// sit close together (the line look's 24px is between tabs, not rows).
const listStyles = cva('flex flex-wrap', {
  variants: {
    variant: {
      line: 'gap-x-6 gap-y-1 border-b border-subtle',
      rounded: 'gap-2',
      card: 'gap-1 border-b border-subtle',
    },
  },
  defaultVariants: { variant: 'line' },
});

export interface TabsProps extends VariantProps<typeof tabStyles> {
  'aria-label': string;
  items: TabItem[];
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  className?: string;
  /** Added to the tab list (e.g. side padding inside a popover). */
  listClassName?: string;
  /** Replaces the panels' default spacing and text style. */
  panelClassName?: string;
}

export function Tabs({
  items,
  variant,
  className,
  listClassName,
  panelClassName = 'py-4 text-base text-default',
  'aria-label': label,
  ...props
}: TabsProps) {
  return (
    <AriaTabs {...props} data-slot="tabs" className={cn('flex flex-col', className)}>
      <TabList aria-label={label} items={items} className={cn(listStyles({ variant }), listClassName)}>
        {(item) => (
          <Tab
            id={item.id}
            isDisabled={item.isDisabled}
            className={cx(tabStyles({ variant }), 'data-disabled:text-disabled')}
          >
            {item.title}
            {item.count !== undefined && (
              <span
                data-slot="count"
                className="min-w-5 rounded-full bg-danger px-1.5 text-center text-xs leading-5 text-on-danger"
              >
                {item.count}
              </span>
            )}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={cn(panelClassName, focusRing)}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
