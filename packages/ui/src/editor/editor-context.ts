/**
 * What the node views need from the editor's caller (resolving a material id to a displayable URL, the texts).
 * Node views render in their own React roots' portals inside the editor, so they read it from a context the
 * editor provides rather than from extension options, which are fixed when the editor is created.
 */
import { createContext, useContext } from 'react';
import type { RichTextEditorLabels } from './editor.messages';

export interface EditorServices {
  resolveMaterialUrl?: (id: number) => Promise<string>;
  labels: RichTextEditorLabels;
}

export const EditorServicesContext = createContext<EditorServices | null>(null);

export function useEditorServices(): EditorServices {
  const services = useContext(EditorServicesContext);
  if (!services) throw new Error('A rich-text node view is drawn outside RichTextEditor');
  return services;
}
