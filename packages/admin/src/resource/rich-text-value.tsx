/**
 * A rich-text field in a record's detail: its label and the formatted text (sanitised by the server on every
 * write; the kit's RichTextView renders only such HTML). Until the kit's view lands, nothing is shown.
 */
import type { ReactNode } from 'react';

export function RichTextValue({ label, html }: { label: string; html: unknown }): ReactNode {
  if (typeof html !== 'string' || html === '') return null;
  void label;
  return null;
}
