/**
 * The article's workflow steps the record allows now (the resource framework's transitions, see
 * resource/transition-actions.tsx: the same availability, permissions and transition route), for the editor:
 * each step first saves what is unsaved (`prepare`, which hands back the record with its new version), Schedule
 * asks for a time in the future (day and time pickers), Send back for a reason, Archive asks first.
 */
import { article, type TransitionDef } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { DatePicker } from '@soundboard/ui/pickers/date-picker.tsx';
import { TimeField } from '@soundboard/ui/pickers/time-field.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { apiFor, type ResourceRecord } from '../../resource/api';
import type { ResourceLabels } from '../../resource/labels';
import { availableTransitions } from '../../resource/transition-actions';
import { instantOf } from '../crm/tracking-days';

interface Props {
  record: ResourceRecord;
  labels: ResourceLabels;
  /** Saves pending changes; the record as saved, or null when it could not be saved (the form says why). */
  prepare: () => Promise<ResourceRecord | null>;
  onChanged: (record: ResourceRecord) => void;
}

/** Tomorrow at 09:00, local: where a schedule's pickers start. */
function tomorrowMorning(): { day: string; time: string } {
  const date = new Date(Date.now() + 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, time: '09:00' };
}

export function ArticleWorkflow({ record, labels, prepare, onChanged }: Props) {
  const t = useT();
  const [asking, setAsking] = useState<'schedule' | 'sendBack' | null>(null);
  const [when, setWhen] = useState<{ day: string | null; time: string | null }>(tomorrowMorning);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (action: string, input: Record<string, unknown>) => {
    setBusy(action);
    try {
      const saved = await prepare();
      if (!saved) return;
      const next = await apiFor(article).transition(saved.id, action, { ...input, version: saved.version });
      toast.success(t('resource.done', { action: labels.action(action) }));
      setAsking(null);
      onChanged(next);
    } catch {
      // The request layer has shown the reason (a step no longer allowed, a time in the past).
    } finally {
      setBusy(null);
    }
  };

  const start = async (action: string, transition: TransitionDef) => {
    setProblem(null);
    if (action === 'schedule' || action === 'sendBack') {
      setAsking(action);
      return;
    }
    if (
      transition.confirm &&
      !(await confirm({
        title: t('resource.confirmAction.title', { action: labels.action(action) }),
        content: t('resource.confirmAction.content', { action: labels.action(action) }),
        okText: labels.action(action),
      }))
    )
      return;
    await run(action, {});
  };

  const submitAsked = () => {
    if (asking === 'schedule') {
      const publishAt = instantOf(when.day, when.time);
      if (!publishAt) return setProblem(t('articles.editor.schedule.required'));
      if (new Date(publishAt).getTime() <= Date.now()) return setProblem(t('articles.editor.schedule.past'));
      void run('schedule', { publishAt });
    } else if (asking === 'sendBack') {
      if (!reason.trim()) return setProblem(t('articles.editor.sendBack.required'));
      void run('sendBack', { reason: reason.trim() });
    }
  };

  const transitions = availableTransitions(article, record);
  return (
    <div className="flex flex-col gap-3">
      {record.status === 'scheduled' && record.publishAt ? (
        <p className="text-sm text-muted">
          {t('articles.editor.publishesAt', { time: formatDateTime(String(record.publishAt)) })}
        </p>
      ) : null}
      {transitions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {transitions.map(([action, transition]) => (
            <Permission
              key={action}
              required={transition.permission ?? article.permissions.write}
              mode="disable"
              reason={t('resource.noPermission')}
            >
              <Button
                size="sm"
                variant={action === 'publish' ? 'primary' : 'outline'}
                isPending={busy === action}
                onPress={() => void start(action, transition)}
              >
                {labels.action(action)}
              </Button>
            </Permission>
          ))}
        </div>
      )}
      {asking && (
        // Not a <form>: the editor's form holds this panel, and forms do not nest. Enter in a field confirms.
        <fieldset
          aria-label={labels.action(asking)}
          className="m-0 flex min-w-0 flex-col gap-3 rounded-md border border-subtle bg-fill-1 p-3"
          onKeyDown={(event) => {
            const target = event.target;
            if (
              event.key === 'Enter' &&
              !(target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement)
            ) {
              event.preventDefault();
              submitAsked();
            }
          }}
        >
          {asking === 'schedule' ? (
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-medium text-default">{t('articles.editor.schedule.when')}</legend>
              <div className="flex flex-wrap gap-2">
                <DatePicker
                  aria-label={t('articles.editor.schedule.day')}
                  className="min-w-40 flex-1"
                  value={when.day}
                  isInvalid={problem ? true : undefined}
                  onChange={(day) => setWhen({ ...when, day })}
                />
                <TimeField
                  aria-label={t('articles.editor.schedule.time')}
                  className="w-32"
                  value={when.time}
                  isInvalid={problem ? true : undefined}
                  onChange={(time) => setWhen({ ...when, time })}
                />
              </div>
            </fieldset>
          ) : (
            <TextArea
              label={t('articles.editor.sendBack.reason')}
              isRequired
              maxCount={500}
              value={reason}
              onChange={setReason}
            />
          )}
          {problem && (
            <p role="alert" className="text-xs text-danger-text">
              {problem}
            </p>
          )}
          <div className="flex gap-2">
            <Button size="sm" variant="primary" isPending={busy !== null} onPress={submitAsked}>
              {labels.action(asking)}
            </Button>
            <Button size="sm" onPress={() => setAsking(null)}>
              {t('resource.cancel')}
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
