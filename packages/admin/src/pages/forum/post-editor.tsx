/**
 * The editor of a staff post (the topic's body, a reply): the article editor's body editor (the kit's rich-text
 * editor with the media library's image and audio pickers and the product search), loaded lazily — only the
 * forum's editor page and a thread's reply box pull it in, the lists never do.
 */
import { useEffect, useId } from 'react';
import { needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';
import ArticleBodyEditor from '../content/article-body-editor';

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
  const t = useT();
  const errorId = useId();
  // The pickers' texts live in the articles and materials dictionaries, which the forum's routes do not load.
  useEffect(() => {
    void needMessages(['articles', 'materials']);
  }, []);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm text-secondary">{label}</span>
      <div className={isInvalid ? 'rounded-md ring-1 ring-danger' : undefined}>
        <ArticleBodyEditor
          value={value}
          onChange={onChange}
          label={label}
          placeholder={t('forum.editor.placeholder')}
          readOnly={false}
          autoFocus={autoFocus ?? false}
        />
      </div>
      {isInvalid && errorMessage && (
        <span id={errorId} className="text-sm text-danger-text">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
