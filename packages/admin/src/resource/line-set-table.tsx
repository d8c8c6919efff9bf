/** A named line set of a record (a company's contacts, its sites) as a read-only table in the detail drawer. */
import { useStore } from '@nanostores/react';
import { type ResourceDef, resourceKeys } from '@soundboard/contract';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useT } from '../i18n/use-t';
import { $locale } from '../stores/locale';
import type { ResourceRecord } from './api';
import { fieldValue } from './cells';
import { lineSetLabels, type ResourceLabels } from './labels';
import { lineRefLabels } from './references';

type LineRow = Record<string, unknown> & { id: number };

export function LineSetTable({
  def,
  labels,
  set,
  record,
}: {
  def: ResourceDef;
  labels: ResourceLabels;
  set: string;
  record: ResourceRecord;
}) {
  const t = useT();
  const locale = useStore($locale);
  const fields = Object.entries(def.lineSets?.[set]?.fields ?? {});
  const lines: LineRow[] = ((record[set] as Record<string, unknown>[] | undefined) ?? []).map((line, index) => ({
    ...line,
    id: Number(line.id ?? index),
  }));
  const title = t(resourceKeys.lineSet(def, set));
  if (lines.length === 0) return <Empty />;
  const context = {
    labels: lineSetLabels(labels, def.lineSets?.[set]?.fields ?? {}, t),
    locale,
    yes: t('resource.yes'),
    no: t('resource.no'),
    line: true,
  };
  return (
    <DataTable<LineRow>
      aria-label={title}
      rows={lines}
      columns={fields.map(([name, field], index) => ({
        id: name,
        title: t(resourceKeys.lineSetField(def, set, name)),
        isRowHeader: index === 0,
        wrap: field.type === 'longText' || (field.max ?? 0) >= 100,
        cell: (line) => fieldValue(name, field, line[name], { ...context, refLabels: lineRefLabels(line) }),
      }))}
    />
  );
}
