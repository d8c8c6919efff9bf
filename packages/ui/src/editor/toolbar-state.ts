/**
 * What the toolbar shows, read with TipTap v3's useEditorState so the toolbar re-renders only when one of these
 * values changes (not on every keystroke's transaction).
 */
import { type Editor, useEditorState } from '@tiptap/react';

export type BlockStyle = 'paragraph' | 'h2' | 'h3' | 'h4';

function blockStyle(editor: Editor): BlockStyle {
  for (const level of [2, 3, 4] as const) if (editor.isActive('heading', { level })) return `h${level}`;
  return 'paragraph';
}

export function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor }) => ({
      block: blockStyle(editor),
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      underline: editor.isActive('underline'),
      strike: editor.isActive('strike'),
      code: editor.isActive('code'),
      link: editor.isActive('link'),
      bulletList: editor.isActive('bulletList'),
      orderedList: editor.isActive('orderedList'),
      blockquote: editor.isActive('blockquote'),
      codeBlock: editor.isActive('codeBlock'),
      // Marks cannot go into a code block; the buttons say so by being disabled.
      marks: editor.can().toggleBold(),
      inTable: editor.isActive('table'),
      canUndo: editor.can().undo(),
      canRedo: editor.can().redo(),
    }),
  });
}

export type ToolbarState = ReturnType<typeof useToolbarState>;
