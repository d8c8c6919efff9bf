/**
 * The editor of a staff post (the topic's body, a reply), loaded lazily: only the editor page and a thread's
 * reply box pull it in. Until the kit's rich-text editor lands this is a plain text area whose paragraphs become
 * <p> elements (the server sanitises whatever arrives).
 */
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { useState } from 'react';
import { htmlToText, textToHtml } from './plain-html';

export interface PostEditorProps {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
  autoFocus?: boolean;
}

export default function PostEditor({ label, value, onChange, isInvalid, errorMessage, autoFocus }: PostEditorProps) {
  // The text typed is the truth while typing; the HTML is derived (a round trip would eat trailing newlines).
  const [text, setText] = useState(() => htmlToText(value));
  return (
    <TextArea
      label={label}
      autoFocus={autoFocus}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(textToHtml(next));
      }}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      rows={8}
    />
  );
}
