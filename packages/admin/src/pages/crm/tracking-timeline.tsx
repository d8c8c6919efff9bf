/**
 * The customer's timeline: follow-ups and documents merged newest first and grouped by day. A follow-up shows
 * its type, author, the contact met, what happened, its attachments and the next time planned; a document
 * (order, receipt, delivery, refund) links to its list searched for its number, with its status and amount.
 */
import {
  type DocumentEntry,
  delivery,
  type FollowUpEntry,
  kindOfMime,
  materialFileUrl,
  receipt,
  refund,
  SCREENS,
  saleOrder,
  type TimelineEntry,
} from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime, formatDay } from '../../lib/format-date';
import { StaffSentence } from '../../lib/staff-sentence';
import { useCan } from '../../resource/can';
import { dictionaryPick } from '../../resource/dictionary-values';
import { download } from '../../resource/download';
import { useResourceLabels } from '../../resource/labels';
import { toneOf } from '../../resource/tones';
import { MaterialThumb } from '../material/material-thumb';
import type { DictionaryPick } from '../setting/dictionary-options';
import { entryKey, groupByDay, newestFirst } from './tracking-days';

const timeOf = (iso: string) => formatDateTime(iso);

/** The definition of each kind of document on the timeline (its labels, its status tones). */
const DOCUMENTS = { saleOrder, receipt, delivery, refund } as const;

function Attachment({ file }: { file: FollowUpEntry['attachments'][number] }) {
  const kind = kindOfMime(file.mime) ?? 'document';
  return (
    <li>
      <Button
        variant="text"
        size="sm"
        className="h-auto py-1"
        onPress={() => void download(materialFileUrl(file.id), file.name)}
      >
        {kind === 'image' ? (
          <MaterialThumb id={file.id} kind="image" className="size-12 rounded-sm" />
        ) : (
          <Paperclip aria-hidden="true" className="size-4" />
        )}
        <span className="max-w-48 truncate">{file.name}</span>
      </Button>
    </li>
  );
}

function FollowUpItem({ entry, types }: { entry: FollowUpEntry; types: DictionaryPick[] }) {
  const t = useT();
  const type = dictionaryPick(types, entry.type);
  return (
    <article className="flex flex-col gap-1.5" aria-label={`${type.label} ${timeOf(entry.at)}`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-secondary">
        <StatusTag size="sm" color={type.tone}>
          {type.label}
        </StatusTag>
        <time dateTime={entry.at}>{timeOf(entry.at)}</time>
        {entry.authorId !== null && (
          <StaffSentence
            sentence={(name) => t('crm.tracking.by', { name })}
            userId={entry.authorId}
            name={entry.authorName}
          />
        )}
        {entry.contactName && <span>{t('crm.tracking.met', { name: entry.contactName })}</span>}
      </header>
      <p className="whitespace-pre-wrap break-words text-default">{entry.content}</p>
      {entry.attachments.length > 0 && (
        <ul aria-label={t('crm.tracking.field.attachments')} className="flex flex-wrap gap-2">
          {entry.attachments.map((file) => (
            <Attachment key={file.id} file={file} />
          ))}
        </ul>
      )}
      {entry.nextAt && (
        <p className="text-sm text-secondary">
          {t('crm.tracking.next')} <time dateTime={entry.nextAt}>{timeOf(entry.nextAt)}</time>
        </p>
      )}
    </article>
  );
}

function DocumentItem({ entry }: { entry: DocumentEntry }) {
  const can = useCan();
  const def = DOCUMENTS[entry.kind];
  const labels = useResourceLabels(def);
  const screen = SCREENS.find((candidate) => candidate.resource === entry.kind);
  const statusField = def.fields.status;
  const number =
    screen && (!screen.permission || can(screen.permission)) ? (
      <Link href={`${screen.path}?${new URLSearchParams({ q: entry.number })}`} className="font-medium tabular-nums">
        {entry.number}
      </Link>
    ) : (
      <span className="font-medium tabular-nums">{entry.number}</span>
    );
  return (
    <article className="flex flex-wrap items-center gap-x-3 gap-y-1" aria-label={`${labels.title} ${entry.number}`}>
      <span className="text-sm text-secondary">{labels.title}</span>
      {number}
      {statusField && (
        <StatusTag size="sm" color={toneOf(statusField, entry.status)}>
          {labels.value('status', entry.status)}
        </StatusTag>
      )}
      <time dateTime={entry.at} className="text-sm text-secondary">
        {timeOf(entry.at)}
      </time>
      {entry.amount !== null && (
        <span className="ml-auto">
          <Money minorUnits={entry.amount} />
        </span>
      )}
    </article>
  );
}

function Entry({ entry, types }: { entry: TimelineEntry; types: DictionaryPick[] }) {
  const followUp = entry.kind === 'followUp';
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-3 shrink-0 rounded-full border-2 bg-surface ${followUp ? 'border-primary' : 'border-strong'}`}
      />
      <div className="min-w-0 flex-1">
        {followUp ? <FollowUpItem entry={entry} types={types} /> : <DocumentItem entry={entry} />}
      </div>
    </li>
  );
}

/** A year of a busy customer is hundreds of entries: the newest first, earlier ones on request. */
const PAGE = 40;

export function Timeline({ entries, types }: { entries: TimelineEntry[]; types: DictionaryPick[] }) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  const sorted = newestFirst(entries);
  const days = groupByDay(sorted.slice(0, shown));
  const hidden = sorted.length - shown;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg bg-surface p-4">
      <h2 id={titleId} className="text-lg font-medium text-default">
        {t('crm.tracking.timeline')}
      </h2>
      {days.length === 0 ? (
        <Empty description={t('crm.tracking.empty')} />
      ) : (
        days.map(({ day, entries: dayEntries }) => (
          <section key={day} aria-label={formatDay(day)} className="flex flex-col gap-3">
            <h3 className="border-b border-subtle pb-1 text-sm font-medium text-secondary">
              <time dateTime={day}>{formatDay(day)}</time>
            </h3>
            <ol className="flex flex-col">
              {dayEntries.map((entry) => (
                <Entry key={entryKey(entry)} entry={entry} types={types} />
              ))}
            </ol>
          </section>
        ))
      )}
      {hidden > 0 && (
        <Button className="self-start" onPress={() => setShown(shown + PAGE)}>
          {t('crm.tracking.earlier', { count: hidden })}
        </Button>
      )}
    </section>
  );
}
