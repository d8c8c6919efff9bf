/**
 * Cascader: choose a leaf of a tree level by level (province -> city -> district) or by searching full paths.
 * Data-agnostic: the tree comes in as `options`; the value is the path of ids from the root to the chosen leaf.
 */
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Input, TextField } from 'react-aria-components';
import { FieldDescription, fieldStack, Label } from '../forms/field-parts';
import { format, useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { cascaderMessages } from './cascader.messages';
import { CascaderColumns } from './cascader-columns';
import { CascaderSearchResults } from './cascader-search';
import { type CascaderNode, leafPaths, nodesOnPath, PATH_SEPARATOR, searchPaths } from './cascader-tree';
import { Chevron, PickerPopover, triggerBox } from './list-parts';

export type { CascaderNode } from './cascader-tree';

/** More hits than this are not listed: nobody scrolls 3,000 rows, they type one more character. */
const SEARCH_LIMIT = 50;

export interface CascaderProps {
  options: CascaderNode[];
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** The ids from the root to the chosen leaf. */
  value?: string[] | null;
  defaultValue?: string[] | null;
  onChange?: (path: string[]) => void;
  /** Called when the panel closes without a choice (a form marks the field visited and validates it). */
  onBlur?: () => void;
  /** Names of the columns for screen readers, e.g. ['省份', '城市', '区县']. */
  columnLabels?: string[];
  /** Submits the chosen leaf id in a form under this name. */
  name?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  className?: string;
}

export function Cascader(props: CascaderProps) {
  const { options, label, description, errorMessage, isInvalid, isDisabled, isRequired, className } = props;
  const t = useMessages(cascaderMessages);
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : ownValue;
  const [isOpen, setOpen] = useState(false);
  const [activePath, setActivePath] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const chosen = nodesOnPath(options, value ?? []);
  const allPaths = useMemo(() => leafPaths(options), [options]);
  const results = useMemo(() => searchPaths(allPaths, query, SEARCH_LIMIT + 1), [allPaths, query]);

  const openChange = (open: boolean) => {
    setOpen(open);
    setQuery('');
    if (open) setActivePath(value ?? []);
    else props.onBlur?.();
  };
  const choose = (path: string[]) => {
    setOwnValue(path);
    props.onChange?.(path);
    setOpen(false);
  };
  // Down from the search box goes into the columns or the results.
  const searchKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    panelRef.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
  };

  const describedBy = cx(description ? `${id}-description` : '', isInvalid && errorMessage ? `${id}-error` : '');
  return (
    <div className={fieldStack(className)} data-invalid={isInvalid || undefined}>
      {label && (
        <Label id={`${id}-label`} required={isRequired}>
          {label}
        </Label>
      )}
      <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
        <Button
          id={`${id}-trigger`}
          isDisabled={isDisabled}
          aria-labelledby={label ? `${id}-label ${id}-trigger` : undefined}
          aria-describedby={describedBy || undefined}
          data-invalid={isInvalid || undefined}
          data-slot="trigger"
          className={cx(triggerBox, 'data-invalid:border-danger')}
        >
          <span className={cx('flex-1 truncate', chosen.length === 0 && 'text-muted')}>
            {chosen.length
              ? chosen.map((node) => node.name).join(PATH_SEPARATOR)
              : (props.placeholder ?? t.placeholder)}
          </span>
          <Chevron />
        </Button>
        <PickerPopover placement="bottom start" className="min-w-0">
          <Dialog
            aria-labelledby={label ? `${id}-label` : undefined}
            aria-label={label ? undefined : t.placeholder}
            className="outline-none"
          >
            <TextField
              aria-label={t.search}
              value={query}
              onChange={setQuery}
              autoFocus
              className="border-b border-subtle p-1"
            >
              <Input
                placeholder={t.search}
                onKeyDown={searchKeyDown}
                className="w-full rounded-sm bg-fill-1 px-2 py-1 text-base text-default outline-none placeholder:text-muted"
              />
            </TextField>
            <div ref={panelRef}>
              {!query.trim() ? (
                <CascaderColumns
                  options={options}
                  activePath={activePath}
                  onActivePathChange={setActivePath}
                  onChoose={choose}
                  columnLabels={props.columnLabels ?? [1, 2, 3, 4].map((n) => format(t.level, { n }))}
                />
              ) : results.length === 0 ? (
                <p className="px-3 py-2 text-sm text-muted">{t.noMatch}</p>
              ) : (
                <>
                  <CascaderSearchResults
                    results={results.slice(0, SEARCH_LIMIT)}
                    label={t.searchResults}
                    onChoose={choose}
                  />
                  {results.length > SEARCH_LIMIT && (
                    <p className="border-t border-subtle px-3 py-1 text-xs text-muted">
                      {format(t.capped, { limit: SEARCH_LIMIT })}
                    </p>
                  )}
                </>
              )}
            </div>
          </Dialog>
        </PickerPopover>
      </DialogTrigger>
      {description && <FieldDescription id={`${id}-description`}>{description}</FieldDescription>}
      {isInvalid && errorMessage && (
        <span id={`${id}-error`} data-slot="error" className="text-xs text-danger-text">
          {errorMessage}
        </span>
      )}
      {props.name && <input type="hidden" name={props.name} value={value?.at(-1) ?? ''} />}
    </div>
  );
}
