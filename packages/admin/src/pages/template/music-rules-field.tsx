/**
 * The playlist's announcement rules: a short list, each rule a small form — when (every N minutes, every N
 * tracks, at fixed times), the active text template it announces (with a link to open it), N or the times, the
 * music's volume while it speaks — under a one-line summary of what it does. Add and remove; the server's issues
 * ('1.every' -> message) stand under their controls.
 */
import { ANNOUNCEMENT_RULE_FIELDS, ANNOUNCEMENT_RULE_KINDS, musicTemplate } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { FieldControl, IntegerField } from '../../resource/field-control';
import type { ResourceLabels } from '../../resource/labels';
import { emptyLineOf, keyLines, lineKey } from '../../resource/record-values';
import { screenHref } from '../../resource/screen-href';
import { ruleSummary } from './music-rule-summary';
import { useRuleTemplates } from './music-rule-templates';

export type RuleLine = Record<string, unknown>;

const MAX_RULES = musicTemplate.lineSets?.rules?.max ?? 10;
const ACTIVE_ONLY = { status: 'active' };

export interface MusicRulesFieldProps {
  lines: RuleLine[];
  onChange: (lines: RuleLine[]) => void;
  labels: ResourceLabels;
  readOnly: boolean;
  /** The names of saved rules' text templates (the record's refLabels): lineKey -> name. */
  refLabels: Record<string, string>;
  /** '1.every' -> message. */
  errors: Record<string, string>;
  error?: string | undefined;
}

export function MusicRulesField({ lines, onChange, labels, readOnly, refLabels, errors, error }: MusicRulesFieldProps) {
  const t = useT();
  const templates = useRuleTemplates(lines.map((line) => Number(line.textTemplateId)));
  const field = (name: string) => t(`musicTemplate.rules.field.${name}`);
  const kinds = ANNOUNCEMENT_RULE_KINDS.map((kind) => ({ id: kind, label: t(`musicTemplate.rules.kind.${kind}`) }));
  // Keyboard users land where the list changed: a new rule's first control; after a removal, the Add button.
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    const target =
      focusAfter === 'add'
        ? addRef.current
        : listRef.current?.querySelector<HTMLElement>(`[data-rule="${CSS.escape(focusAfter)}"] [data-slot="trigger"]`);
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  const edit = (key: string, patch: RuleLine) =>
    onChange(lines.map((line) => (lineKey(line) === key ? { ...line, ...patch } : line)));

  return (
    <div className="flex flex-col gap-3">
      {lines.length === 0 && <p className="text-sm text-secondary">{t('music.rules.empty')}</p>}
      <ol ref={listRef} className="flex flex-col gap-3">
        {lines.map((line, index) => {
          const key = lineKey(line);
          const n = index + 1;
          const issue = (name: string) => errors[`${index}.${name}`];
          const templateId = typeof line.textTemplateId === 'number' ? line.textTemplateId : null;
          const refLabel = refLabels[key] ?? '';
          const known = templateId === null ? undefined : templates.get(templateId);
          const summary = ruleSummary(
            line,
            known ?? (templateId !== null && refLabel ? { name: refLabel, language: '' } : null),
          );
          const kind = String(line.kind ?? '');
          const named = (text: string) => t('music.rules.control', { n, name: text });
          return (
            <li
              key={key}
              data-rule={key}
              aria-label={t('music.rules.rule', { n })}
              className="flex flex-col gap-3 rounded-md border border-subtle p-3"
            >
              <div className="flex items-start gap-2">
                <p className="min-w-0 flex-1 text-sm font-medium text-default">
                  <span className="text-secondary">{t('music.rules.rule', { n })} · </span>
                  {t(summary.key, summary.params)}
                </p>
                {!readOnly && (
                  <Button
                    size="sm"
                    variant="text"
                    icon={<Trash2 />}
                    aria-label={t('music.rules.remove', { n })}
                    onPress={() => {
                      onChange(lines.filter((other) => lineKey(other) !== key));
                      setFocusAfter('add');
                    }}
                  />
                )}
              </div>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
                <Select
                  label={field('kind')}
                  aria-label={named(field('kind'))}
                  isRequired
                  isDisabled={readOnly}
                  placeholder={t('resource.choose')}
                  options={kinds}
                  value={kind || null}
                  onChange={(value) => edit(key, { kind: value })}
                  isInvalid={Boolean(issue('kind')) || undefined}
                  errorMessage={issue('kind')}
                />
                <div className="flex flex-col gap-1 sm:col-span-1 xl:col-span-1">
                  <FieldControl
                    name="textTemplateId"
                    field={ANNOUNCEMENT_RULE_FIELDS.textTemplateId}
                    labels={labels}
                    line
                    label={field('textTemplateId')}
                    aria-label={named(field('textTemplateId'))}
                    refLabel={known?.name ?? refLabel}
                    refFilters={ACTIVE_ONLY}
                    isRequired
                    isDisabled={readOnly}
                    value={templateId}
                    onChange={(value: number | null) => edit(key, { textTemplateId: value })}
                    isInvalid={Boolean(issue('textTemplateId')) || undefined}
                    errorMessage={issue('textTemplateId')}
                  />
                  {templateId !== null && (
                    <Link
                      href={screenHref('TextTemplateEdit', { id: templateId })}
                      className="inline-flex items-center gap-1 self-start text-sm"
                    >
                      <ExternalLink aria-hidden className="size-3.5" />
                      {t('music.rules.openTemplate')}
                    </Link>
                  )}
                </div>
                {kind === 'atTimes' ? (
                  <TextField
                    label={field('times')}
                    aria-label={named(field('times'))}
                    description={t('music.rules.timesHelp')}
                    placeholder="09:00, 12:30"
                    isRequired
                    isReadOnly={readOnly}
                    value={String(line.times ?? '')}
                    onChange={(value: string) => edit(key, { times: value })}
                    isInvalid={Boolean(issue('times')) || undefined}
                    errorMessage={issue('times')}
                  />
                ) : (
                  <IntegerField
                    label={kind === 'everyTracks' ? t('music.rules.everyTracks') : t('music.rules.everyMinutes')}
                    aria-label={named(
                      kind === 'everyTracks' ? t('music.rules.everyTracks') : t('music.rules.everyMinutes'),
                    )}
                    isRequired
                    isReadOnly={readOnly}
                    minValue={ANNOUNCEMENT_RULE_FIELDS.every.min}
                    maxValue={ANNOUNCEMENT_RULE_FIELDS.every.max}
                    value={typeof line.every === 'number' ? line.every : null}
                    onChange={(value) => edit(key, { every: value })}
                    isInvalid={Boolean(issue('every')) || undefined}
                    errorMessage={issue('every')}
                  />
                )}
                <IntegerField
                  label={field('duckPercent')}
                  aria-label={named(field('duckPercent'))}
                  isReadOnly={readOnly}
                  minValue={ANNOUNCEMENT_RULE_FIELDS.duckPercent.min}
                  maxValue={ANNOUNCEMENT_RULE_FIELDS.duckPercent.max}
                  value={typeof line.duckPercent === 'number' ? line.duckPercent : null}
                  onChange={(value) => edit(key, { duckPercent: value })}
                  isInvalid={Boolean(issue('duckPercent')) || undefined}
                  errorMessage={issue('duckPercent')}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
      {!readOnly && lines.length < MAX_RULES && (
        <Button
          ref={addRef}
          className="self-start"
          icon={<Plus />}
          onPress={() => {
            const [added] = keyLines([{ ...emptyLineOf(ANNOUNCEMENT_RULE_FIELDS), kind: 'everyTracks' }]);
            if (!added) return;
            onChange([...lines, added]);
            setFocusAfter(lineKey(added));
          }}
        >
          {t('music.rules.add')}
        </Button>
      )}
    </div>
  );
}
