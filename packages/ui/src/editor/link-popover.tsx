/**
 * The link dialog: a popover at the toolbar's link button with the address field, Apply, Remove (on a link) and
 * Cancel. Only what the allow-list keeps is accepted (http(s), mailto:, a site path); a bare domain gets https://.
 * With no text selected the address itself is inserted as the link's text.
 */
import type { Editor } from '@tiptap/react';
import { type FormEvent, type RefObject, useState } from 'react';
import { Button } from '../inputs/button';
import { TextField } from '../inputs/text-field';
import { Popover } from '../overlays/popover';
import { isAllowedLink } from './allowed-html';
import type { RichTextEditorLabels } from './editor.messages';

/** The href to store for what was typed, or null when it may not be a link. */
export function normaliseLink(input: string): string | null {
  const href = input.trim();
  if (isAllowedLink(href)) return href;
  if (/^[\w-]+(\.[\w-]+)+(?:[/?#:]\S*)?$/.test(href)) return `https://${href}`;
  return null;
}

interface LinkPopoverProps {
  editor: Editor;
  labels: RichTextEditorLabels;
  triggerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

export function LinkPopover({ editor, labels, triggerRef, onClose }: LinkPopoverProps) {
  const current: string = editor.getAttributes('link').href ?? '';
  const [value, setValue] = useState(current);
  const [invalid, setInvalid] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = normaliseLink(value);
    if (!href) return setInvalid(true);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Popover
      isOpen
      onOpenChange={(open) => !open && onClose()}
      triggerRef={triggerRef}
      placement="bottom start"
      title={labels.linkTitle}
      className="w-80"
    >
      <form onSubmit={apply} className="flex flex-col gap-3">
        <TextField
          label={labels.linkUrl}
          description={labels.linkHint}
          errorMessage={labels.linkInvalid}
          isInvalid={invalid}
          value={value}
          onChange={(next) => {
            setValue(next);
            setInvalid(false);
          }}
          autoFocus
          inputProps={{ inputMode: 'url', spellCheck: false }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {current && (
            <Button variant="text" onPress={remove} className="mr-auto">
              {labels.linkRemove}
            </Button>
          )}
          <Button onPress={onClose}>{labels.cancel}</Button>
          <Button type="submit" variant="primary">
            {labels.linkApply}
          </Button>
        </div>
      </form>
    </Popover>
  );
}
