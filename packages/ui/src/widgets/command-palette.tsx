/**
 * Command palette ("go to anything"): a search box over a list of results grouped by kind, in a dialog near the
 * top of the window (a full-width sheet on a phone). RAC's Autocomplete keeps the focus in the box while the
 * arrows, Home/End and Enter move through and open the results; Escape closes and RAC gives the focus back.
 * The result count is announced in a live region. Store-agnostic: the caller owns the text, searches, and
 * receives the chosen item.
 */
import type { ReactNode } from 'react';
import {
  Autocomplete,
  Collection,
  Dialog,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import { format, useMessages } from '../i18n/messages';
import { IconSearch } from '../icons/icons';
import { cn } from '../lib/cn';
import { CloseButton } from '../overlays/dialog-button';
import { commandPaletteMessages } from './command-palette.messages';
import { Highlighted } from './command-palette-highlight';

export interface PaletteItem {
  /** Unique across all groups. */
  id: string;
  label: string;
  /** A second line: where a screen sits, a record's kind or number. */
  description?: string;
  icon?: ReactNode;
}

export interface PaletteGroup {
  id: string;
  title: string;
  items: PaletteItem[];
}

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  groups: PaletteGroup[];
  /** A search for the current text is under way. */
  loading?: boolean;
  /** An item was chosen (the palette closes first). */
  onAction: (item: PaletteItem) => void;
  /** Render into this element instead of document.body (stories capture the open look this way). */
  portalContainer?: Element;
}

export function CommandPalette(props: CommandPaletteProps) {
  const { isOpen, onOpenChange, query, onQueryChange, groups, loading, onAction, portalContainer } = props;
  const t = useMessages(commandPaletteMessages);
  const shown = groups.filter((group) => group.items.length > 0);
  const count = shown.reduce((sum, group) => sum + group.items.length, 0);
  const byId = new Map(shown.flatMap((group) => group.items.map((item) => [item.id, item])));
  const status = loading
    ? t.searching
    : count > 0
      ? format(t.count, { count })
      : query.trim()
        ? format(t.none, { query })
        : '';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      UNSTABLE_portalContainer={portalContainer}
      className="fixed inset-0 z-(--sb-z-modal) flex items-start justify-center bg-mask sm:px-4 sm:pt-20"
    >
      <Modal
        data-slot="command-palette"
        className="flex h-full w-full flex-col bg-elevated text-default shadow-xl outline-none sm:h-auto sm:max-h-[calc(100%-10rem)] sm:max-w-[640px] sm:rounded-lg"
      >
        <Dialog aria-label={t.label} className="flex min-h-0 flex-1 flex-col outline-none">
          <Autocomplete inputValue={query} onInputChange={onQueryChange}>
            <TextField aria-label={t.label} autoFocus className="flex items-center gap-2 border-b border-subtle px-4">
              <IconSearch aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <Input
                placeholder={t.placeholder}
                className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted"
              />
              {/* A phone has no Escape key, and the sheet covers the mask that a click would close it on. */}
              <CloseButton className="sm:hidden" onPress={() => onOpenChange(false)} />
            </TextField>
            <ListBox
              aria-label={t.results}
              items={shown}
              onAction={(key) => {
                const item = byId.get(String(key));
                if (!item) return;
                onOpenChange(false);
                onAction(item);
              }}
              className="min-h-0 flex-1 overflow-y-auto p-2 outline-none"
              renderEmptyState={() => (
                <p className="px-3 py-8 text-center text-sm text-muted">{query.trim() ? status : t.placeholder}</p>
              )}
            >
              {(group) => (
                <ListBoxSection id={group.id} className="mb-2 last:mb-0">
                  <Header className="px-3 py-1 text-xs font-medium text-muted">{group.title}</Header>
                  <Collection items={group.items}>
                    {(item) => (
                      <ListBoxItem
                        id={item.id}
                        textValue={item.label}
                        className={cn(
                          'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none',
                          'data-focused:bg-primary-subtle data-hovered:bg-fill-2',
                        )}
                      >
                        {item.icon && <span className="flex size-4 shrink-0 text-secondary">{item.icon}</span>}
                        <span className="min-w-0 flex-1 truncate">
                          <Highlighted text={item.label} query={query} />
                        </span>
                        {item.description && (
                          <span className="shrink-0 truncate text-xs text-muted">{item.description}</span>
                        )}
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Autocomplete>
          <footer className="hidden border-t border-subtle px-4 py-2 text-xs text-muted sm:block">{t.hint}</footer>
          <div role="status" aria-live="polite" className="sr-only">
            {status}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
