/** Pagination's page-size changer and jump-to-page field. */
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button, Input, ListBox, ListBoxItem, Popover, Select, SelectValue, TextField } from 'react-aria-components';
import { format, useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { paginationMessages } from './pagination.messages';

const box =
  'h-8 rounded-md border border-default bg-surface px-2 text-sm text-default data-hovered:border-primary-border';

export function PageSizeSelect(props: { value: number; options: number[]; onChange: (size: number) => void }) {
  const t = useMessages(paginationMessages);
  return (
    <Select
      aria-label={t.pageSize}
      selectedKey={props.value}
      onSelectionChange={(key) => props.onChange(Number(key))}
      data-slot="page-size"
    >
      <Button className={cx(box, 'inline-flex items-center gap-1', focusRing)}>
        <SelectValue />
        <ChevronDown aria-hidden="true" className="size-3.5 text-muted" />
      </Button>
      <Popover className="z-(--sb-z-popover) min-w-(--trigger-width) rounded-md border border-subtle bg-elevated p-1 shadow-lg">
        <ListBox className="outline-none" items={props.options.map((size) => ({ id: size }))}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={format(t.perPage, { size: item.id })}
              className="cursor-default rounded-sm px-2 py-1 text-sm text-default outline-none data-focused:bg-fill-2 data-selected:font-medium data-selected:text-primary-text"
            >
              {format(t.perPage, { size: item.id })}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** Type a page number and press Enter; out-of-range numbers are clamped to the first or last page. */
export function PageJumper({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const t = useMessages(paginationMessages);
  const [text, setText] = useState('');
  const jump = () => {
    const page = Number.parseInt(text, 10);
    if (Number.isFinite(page)) onJump(Math.min(Math.max(page, 1), pageCount));
    setText('');
  };
  return (
    <TextField
      aria-label={t.jumpTo}
      value={text}
      onChange={(value) => setText(value.replace(/\D/g, ''))}
      className="flex items-center gap-2 text-sm text-secondary"
      data-slot="jumper"
    >
      <span aria-hidden="true">{t.jumpTo}</span>
      <Input
        inputMode="numeric"
        onKeyDown={(event) => event.key === 'Enter' && jump()}
        onBlur={() => text && jump()}
        className={cx(box, 'w-14 text-center data-focused:border-primary', focusRing)}
      />
      <span aria-hidden="true">{t.pageUnit}</span>
    </TextField>
  );
}
