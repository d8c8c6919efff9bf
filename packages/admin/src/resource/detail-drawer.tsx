/**
 * One record in a drawer: its status and the state changes it allows now, every field (in its sections), its
 * lines, what a resource adds (related documents), and its history. Edit and delete follow the definition
 * (editable / deletable states) and the user's permissions.
 */
import { useStore } from '@nanostores/react';
import { allowedInState, displayName, operationAllowed, type ResourceDef, resourceKeys } from '@soundboard/contract';
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { type TabItem, Tabs } from '@soundboard/ui/navigation/tabs.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { $locale } from '../stores/locale';
import { apiFor, type ResourceRecord } from './api';
import { useCan } from './can';
import { fieldValue } from './cells';
import { HistoryList } from './history-list';
import type { ResourceLabels } from './labels';
import { LineSetTable } from './line-set-table';
import { mayWriteOwned } from './list-scope';
import { lineRefLabels } from './references';
import { RichTextValue } from './rich-text-value';
import { availableTransitions, TransitionActions } from './transition-actions';

export interface DetailExtras {
  /** Sections shown under the fields (related documents, a stock breakdown). */
  sections?: (record: ResourceRecord, reload: () => void) => ReactNode;
  /** Fields shown otherwise than by their type (a customer in the pool says so instead of "-"). */
  values?: Record<string, (record: ResourceRecord) => ReactNode>;
  /** Tabs of the screen's own, after the fields and the line sets, before the history (a company's orders). */
  tabs?: (record: ResourceRecord, reload: () => void) => TabItem[];
  /** Buttons beside edit and delete (claim, transfer); `reload` reads the record again and reloads the list. */
  actions?: (record: ResourceRecord, reload: () => void) => ReactNode;
  /** Values a state change's own input starts with. */
  inputDefaults?: (action: string, record: ResourceRecord) => Record<string, unknown>;
  /** The tab the drawer opens on (a forum topic's thread), instead of the details. */
  defaultTab?: string;
  /** The drawer's width in px when the screen's tabs need more room (never wider than the window). */
  width?: number;
}

export interface DetailDrawerProps {
  def: ResourceDef;
  labels: ResourceLabels;
  id: number;
  extras?: DetailExtras;
  onClose: () => void;
  onEdit: () => void;
  /** The record changed (a state change, a delete): the list reloads. */
  onChanged: () => void;
}

export function DetailDrawer({ def, labels, id, extras, onClose, onEdit, onChanged }: DetailDrawerProps) {
  const t = useT();
  const locale = useStore($locale);
  const [record, setRecord] = useState<ResourceRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    apiFor(def)
      .get(id)
      .then(setRecord, () => setFailed(true));
  };
  useEffect(load, [id]);

  const changed = (next: ResourceRecord) => {
    setRecord(next);
    onChanged();
  };
  const remove = async () => {
    if (!record) return;
    const ok = await confirm({
      title: t('resource.delete.title', { name: displayName(def, record) }),
      content: t('resource.delete.content'),
      danger: true,
      okText: t('resource.delete'),
    });
    if (!ok) return;
    if (
      await apiFor(def)
        .remove(record.id)
        .catch(() => null)
    ) {
      toast.success(t('resource.deleted', { count: 1 }));
      onChanged();
      onClose();
    }
  };

  const context = { labels, locale, yes: t('resource.yes'), no: t('resource.no') };
  const title = record ? `${labels.title} ${displayName(def, record)}` : labels.title;
  const groups = [...new Set(Object.values(def.fields).map((field) => field.group ?? ''))];
  const can = useCan();
  // A salesperson reads the pool's customers but changes them only once claimed.
  const owned = record !== null && mayWriteOwned(def, record, can);
  const editable = owned && operationAllowed(def, 'update') && allowedInState(def, record, 'update');
  const deletable = owned && operationAllowed(def, 'delete') && allowedInState(def, record, 'delete');
  // Reading the record again after an action of the screen's (a claim) also reloads the list behind.
  const reloadAll = () => {
    load();
    onChanged();
  };
  const actions = record ? extras?.actions?.(record, reloadAll) : null;

  return (
    <Drawer isOpen width={extras?.width ?? 760} title={title} onOpenChange={(open) => !open && onClose()}>
      {failed && <Alert status="error">{t('resource.loadFailed')}</Alert>}
      {!record && !failed && <Skeleton rows={8} />}
      {record && (
        <div className="flex flex-col gap-5">
          {/* The bar only when it has something: an empty row would push the tabs down (read-only records). */}
          {((owned && availableTransitions(def, record).length > 0) || editable || deletable || actions) && (
            <div className="flex flex-wrap items-start justify-between gap-3">
              {owned ? (
                <TransitionActions
                  def={def}
                  labels={labels}
                  record={record}
                  onChanged={changed}
                  inputDefaults={extras?.inputDefaults}
                />
              ) : (
                <span />
              )}
              <div className="flex flex-wrap gap-2">
                {actions}
                {editable && (
                  <Permission required={def.permissions.write}>
                    <Button size="sm" onPress={onEdit}>
                      {t('resource.edit')}
                    </Button>
                  </Permission>
                )}
                {deletable && (
                  <Permission required={def.permissions.write}>
                    <Button size="sm" variant="danger" onPress={() => void remove()}>
                      {t('resource.delete')}
                    </Button>
                  </Permission>
                )}
              </div>
            </div>
          )}
          <Tabs
            aria-label={title}
            defaultSelectedKey={extras?.defaultTab}
            items={[
              {
                id: 'details',
                title: t('resource.details'),
                content: (
                  <div className="flex flex-col gap-5">
                    {groups.map((group) => (
                      <Descriptions
                        key={group || 'main'}
                        title={group ? labels.group(group) : undefined}
                        columns={2}
                        items={Object.entries(def.fields)
                          .filter(
                            ([, field]) =>
                              (field.group ?? '') === group && field.type !== 'images' && field.type !== 'richText',
                          )
                          .map(([name, field]) => ({
                            label: labels.field(name),
                            value:
                              extras?.values?.[name]?.(record) ??
                              fieldValue(name, field, record[name], { ...context, refLabels: record.refLabels }),
                          }))}
                      />
                    ))}
                    {Object.entries(def.fields)
                      .filter(([, field]) => field.type === 'richText')
                      .map(([name]) => (
                        <RichTextValue key={name} label={labels.field(name)} html={record[name]} />
                      ))}
                    {def.lines && <LinesTable def={def} labels={labels} record={record} />}
                    {extras?.sections?.(record, load)}
                  </div>
                ),
              },
              ...Object.keys(def.lineSets ?? {}).map((set) => ({
                id: `set:${set}`,
                title: t(resourceKeys.lineSet(def, set)),
                content: <LineSetTable def={def} labels={labels} set={set} record={record} />,
              })),
              ...(extras?.tabs?.(record, reloadAll) ?? []),
              {
                id: 'history',
                title: t('resource.history'),
                content: <HistoryList def={def} labels={labels} id={record.id} version={record.version} />,
              },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}

function LinesTable({ def, labels, record }: { def: ResourceDef; labels: ResourceLabels; record: ResourceRecord }) {
  const t = useT();
  const locale = useStore($locale);
  const lineFields = def.lines?.fields ?? {};
  // Ids of order lines mean nothing to a reader; a product with its snapshot shows as SKU and name instead.
  // What a line is (its texts) before how many and how much.
  const textual = (type: string) => (type === 'text' || type === 'reference' ? 0 : 1);
  const fields = Object.entries(lineFields)
    .filter(([name]) => name !== 'orderLineId' && !(name === 'productId' && 'sku' in lineFields))
    .sort(([, a], [, b]) => textual(a.type) - textual(b.type));
  const context = { labels, locale, yes: t('resource.yes'), no: t('resource.no'), line: true };
  type LineRow = Record<string, unknown> & { id: number };
  const lines: LineRow[] = (record.lines ?? []).map((line, index) => ({ ...line, id: Number(line.id ?? index) }));
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-default">{t('resource.lines')}</h3>
      <DataTable<LineRow>
        aria-label={t('resource.lines')}
        rows={lines}
        columns={fields.map(([name, field]) => ({
          id: name,
          title: labels.line(name),
          align: field.type === 'money' || field.type === 'integer' ? 'end' : 'start',
          cell: (line) =>
            fieldValue(name, field, line[name], {
              ...context,
              refLabels: lineRefLabels(line),
            }),
        }))}
      />
    </section>
  );
}
