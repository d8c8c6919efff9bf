/**
 * A staff reply at the end of a thread: published at once (POST /forum/topics/:id/posts). The editor loads on
 * first use (a button), so opening a thread does not pull the editor's code.
 */
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { lazy, Suspense, useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { forumApi } from './forum-api';
import { textOfHtml } from './plain-html';

const PostEditor = lazy(() => import('./post-editor'));

export function StaffReply({ topicId, locked, onPosted }: { topicId: number; locked: boolean; onPosted: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  if (!open)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button onPress={() => setOpen(true)}>{t('forum.reply.write')}</Button>
        {locked && <span className="text-sm text-secondary">{t('forum.reply.lockedHint')}</span>}
      </div>
    );

  const send = async () => {
    if (!textOfHtml(body)) return setError(t('forum.reply.required'));
    setPending(true);
    try {
      await forumApi.reply(topicId, body);
      toast.success(t('forum.reply.posted'));
      setBody('');
      setOpen(false);
      onPosted();
    } catch (failure) {
      setError(fieldErrors(failure).body);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-label={t('forum.reply.title')} className="flex flex-col gap-2">
      <Suspense fallback={<p className="text-sm text-secondary">{t('forum.editorLoading')}</p>}>
        <PostEditor
          label={t('forum.reply.title')}
          autoFocus
          value={body}
          onChange={(html) => {
            setBody(html);
            setError(undefined);
          }}
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
      </Suspense>
      <div className="flex gap-2">
        <Button variant="primary" isPending={pending} onPress={() => void send()}>
          {t('forum.reply.send')}
        </Button>
        <Button onPress={() => setOpen(false)}>{t('forum.cancel')}</Button>
      </div>
    </section>
  );
}
