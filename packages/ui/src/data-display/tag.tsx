/**
 * Tags: short labels such as an order status or a product kind. `TagGroup` is a keyboard-navigable group on RAC's
 * TagGroup (arrows move, Backspace/Delete removes when `onRemove` is given, each tag then also gets a remove
 * button). `StatusTag` is the same look as a plain inline label, for a table cell.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { TagGroup as AriaTagGroup, Button, type Key, Label, Tag, TagList } from 'react-aria-components';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

export const tagMessages = defineMessages({
  'zh-CN': { remove: '移除' },
  'en-US': { remove: 'Remove' },
});

export const tagStyles = cva('inline-flex max-w-full items-center gap-1 rounded-sm border whitespace-nowrap', {
  variants: {
    color: {
      default: 'border-default bg-fill-1 text-default',
      primary: 'border-primary-border bg-primary-subtle text-primary-text',
      success: 'border-success-border bg-success-subtle text-success-text',
      warning: 'border-warning-border bg-warning-subtle text-warning-text',
      danger: 'border-danger-border bg-danger-subtle text-danger-text',
      info: 'border-info-border bg-info-subtle text-info-text',
    },
    size: { sm: 'h-5 px-1.5 text-xs', md: 'h-6 px-2 text-sm' },
  },
  defaultVariants: { color: 'default', size: 'md' },
});

export type TagColor = NonNullable<VariantProps<typeof tagStyles>['color']>;

export interface TagItem {
  id: Key;
  label: string;
  color?: TagColor;
}

export interface TagGroupProps extends Pick<VariantProps<typeof tagStyles>, 'size'> {
  /** Visible label; without it give `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  items: TagItem[];
  /** Makes the tags removable (remove button, Backspace / Delete). */
  onRemove?: (keys: Set<Key>) => void;
  /** Shows the tags dimmed as a plain list, e.g. inside a disabled field: no tab stop, nothing can be removed. */
  isDisabled?: boolean;
  className?: string;
}

export function TagGroup({ label, items, size, onRemove, isDisabled, className, ...props }: TagGroupProps) {
  const t = useMessages(tagMessages);
  if (isDisabled) return <DisabledTagList label={label} items={items} size={size} className={className} {...props} />;
  return (
    <AriaTagGroup
      aria-label={props['aria-label']}
      onRemove={onRemove}
      data-slot="tag-group"
      className={cn('flex flex-col gap-1', className)}
    >
      {label && <Label className="text-sm text-secondary">{label}</Label>}
      <TagList items={items} className="flex flex-wrap gap-1.5">
        {(item) => (
          <Tag
            id={item.id}
            textValue={item.label}
            data-slot="tag"
            className={cx(tagStyles({ color: item.color, size }), 'cursor-default', focusRing)}
          >
            {({ allowsRemoving }) => (
              <>
                <span className="truncate">{item.label}</span>
                {allowsRemoving && (
                  <Button
                    slot="remove"
                    aria-label={t.remove}
                    className="-mr-1 rounded-sm p-0.5 opacity-70 outline-none data-hovered:bg-fill-3 data-hovered:opacity-100"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </Button>
                )}
              </>
            )}
          </Tag>
        )}
      </TagList>
    </AriaTagGroup>
  );
}

/**
 * A disabled group as a labelled list. RAC's TagGroup cannot be disabled as a whole: with every tag disabled its
 * grid still takes a Tab stop that leads nowhere.
 */
function DisabledTagList({ label, items, size, className, ...props }: Omit<TagGroupProps, 'onRemove' | 'isDisabled'>) {
  const labelId = useId();
  return (
    <div data-slot="tag-group" data-disabled="true" className={cn('flex flex-col gap-1', className)}>
      {label && (
        <span id={labelId} className="text-sm text-secondary">
          {label}
        </span>
      )}
      <ul
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : props['aria-label']}
        className="flex flex-wrap gap-1.5"
      >
        {items.map((item) => (
          <li
            key={String(item.id)}
            data-slot="tag"
            data-disabled="true"
            className={cx(tagStyles({ color: item.color, size }), 'data-disabled:text-secondary')}
          >
            <span className="truncate">{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A non-interactive tag, e.g. an order's status in a table cell. */
export function StatusTag({
  color,
  size,
  children,
  className,
}: VariantProps<typeof tagStyles> & { children: ReactNode; className?: string }) {
  return (
    <span data-slot="tag" className={cn(tagStyles({ color, size }), className)}>
      {children}
    </span>
  );
}
