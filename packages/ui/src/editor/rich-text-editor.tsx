/**
 * RichTextEditor: the kit's editor for rich text (articles, announcements…) on TipTap. It writes only the HTML the
 * rich-text allow-list keeps (allowed-html.ts) and is store-agnostic: the library's images and audio, and product
 * cards, come from the caller's pickers, and a material id becomes a displayable URL through resolveMaterialUrl.
 * Controlled by HTML: `value` in, `onChange(html)` on every change (the page debounces); an empty text is ''.
 * Load it lazily (import this file by path; the kit's index does not export it) — TipTap is large.
 */
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { toAllowedHtml } from './allowed-html';
import { editorMessages, type RichTextEditorLabels } from './editor.messages';
import { EditorServicesContext } from './editor-context';
import { editorExtensions } from './extensions';
import { insertPicked } from './insert-picked';
import { proseClassName } from './prose';
import { type EditorPickers, EditorToolbar } from './toolbar';
import { richTextWordCount } from './word-count';

export type { RichTextEditorLabels } from './editor.messages';
export type { EditorPickers } from './toolbar';

export interface RichTextEditorProps extends EditorPickers {
  /** HTML, as stored. */
  value: string;
  onChange?: (html: string) => void;
  /** Replaces any of the editor's own texts (default: the kit's en-US / zh-CN, following the UI locale). */
  labels?: Partial<RichTextEditorLabels>;
  placeholder?: string;
  /** Material id → URL the browser can show (e.g. with the signed-in user's token). */
  resolveMaterialUrl?: (id: number) => Promise<string>;
  /** Told the count whenever it changes (the rule of the stored count: CJK characters and words). */
  onWordCount?: (count: number) => void;
  /** Show the word count under the text. Default true. */
  showWordCount?: boolean;
  readOnly?: boolean;
  /** Puts the caret at the end of the text once the editor is up (e.g. a full-page editor). */
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Marks the text invalid (a form's error), for assistive technology and with the error border. */
  isInvalid?: boolean;
  className?: string;
}

const docText = (doc: {
  textBetween: (from: number, to: number, block: string, leaf: string) => string;
  content: { size: number };
}) => doc.textBetween(0, doc.content.size, '\n', '\n');

export function RichTextEditor({
  value,
  onChange,
  labels: labelOverrides,
  placeholder = '',
  resolveMaterialUrl,
  onWordCount,
  showWordCount = true,
  readOnly = false,
  autoFocus = false,
  isInvalid = false,
  className,
  pickImage,
  pickAudio,
  pickProduct,
  ...props
}: RichTextEditorProps) {
  const messages = useMessages(editorMessages);
  const labels = useMemo(() => ({ ...messages, ...labelOverrides }), [messages, labelOverrides]);
  // The last HTML handed out: a `value` equal to it is our own echo and must not reset the cursor.
  const emitted = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;

  // ProseMirror owns the editable element: its accessible name and state go in as editorProps. useEditor hands
  // the options of every render to the editor, so they follow the props.
  const aria = {
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': isInvalid ? 'true' : undefined,
    'aria-readonly': readOnly ? 'true' : undefined,
  };
  const attributes = Object.fromEntries(Object.entries(aria).filter((entry): entry is [string, string] => !!entry[1]));
  const extensions = useMemo(() => editorExtensions(placeholder), [placeholder]);
  const editor = useEditor({
    extensions,
    content: value,
    editable: !readOnly,
    autofocus: autoFocus && !readOnly ? 'end' : false,
    editorProps: { attributes: { ...contentAttributes, ...attributes } },
    onUpdate: ({ editor }) => {
      // The empty paragraph TipTap keeps after a last table, heading or card (to type after it) is not content.
      const html = isBlank(editor.state.doc) ? '' : toAllowedHtml(editor.getHTML()).replace(/(<p><\/p>)+$/, '');
      emitted.current = html;
      change.current?.(html);
    },
  });

  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    // A value from outside (loaded, restored) is not an edit: not undoable, and the cursor starts at the top,
    // where marks apply (the old selection mapped onto new content may sit between blocks).
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).setTextSelection(0).run();
  }, [editor, value]);

  const words = useEditorState({ editor, selector: ({ editor }) => richTextWordCount(docText(editor.state.doc)) });
  useEffect(() => onWordCount?.(words), [words, onWordCount]);

  return (
    <EditorServicesContext.Provider value={{ resolveMaterialUrl, labels }}>
      <div
        data-slot="rich-text-editor"
        data-invalid={isInvalid || undefined}
        className={cn(
          'flex min-w-0 flex-col overflow-hidden rounded-md border bg-surface',
          isInvalid ? 'border-danger' : 'border-default focus-within:border-primary',
          className,
        )}
      >
        {!readOnly && (
          <EditorToolbar
            editor={editor}
            labels={labels}
            onPicked={(kind, picked) => insertPicked(editor, kind, picked)}
            pickImage={pickImage}
            pickAudio={pickAudio}
            pickProduct={pickProduct}
          />
        )}
        <EditorContent editor={editor} className="min-w-0 overflow-x-auto" />
        {showWordCount && (
          <div className="border-t border-subtle px-4 py-1 text-right text-xs text-muted">
            {format(labels.words, { count: words })}
          </div>
        )}
      </div>
    </EditorServicesContext.Provider>
  );
}

/** Only one empty paragraph (TipTap's isEmpty also calls a table of empty cells empty). */
function isBlank(doc: Editor['state']['doc']): boolean {
  return doc.childCount === 1 && doc.firstChild?.type.name === 'paragraph' && doc.firstChild.content.size === 0;
}

/** TipTap's Placeholder marks the empty first paragraph; its text is drawn from the data attribute. */
const placeholderClass = [
  '[&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
  '[&_p.is-editor-empty:first-child]:before:pointer-events-none',
  '[&_p.is-editor-empty:first-child]:before:float-left',
  '[&_p.is-editor-empty:first-child]:before:h-0',
  '[&_p.is-editor-empty:first-child]:before:text-muted',
].join(' ');

/** The editable element's own attributes (the accessible name is added per render). */
const contentAttributes: Record<string, string> = {
  role: 'textbox',
  'aria-multiline': 'true',
  class: cn(proseClassName, 'min-h-40 px-4 py-3 outline-none', placeholderClass),
};
