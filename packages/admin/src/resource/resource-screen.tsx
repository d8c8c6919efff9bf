/**
 * A resource's list screen, built from its definition: the filter bar (in the URL), the table with sortable
 * columns, a column chooser (./hidden-columns.ts), row selection with bulk delete (./bulk-delete.tsx), the CSV
 * export (./export-button.tsx) and the import (./import-button.tsx), the Mine | Pool | All switch of an owned
 * resource (./list-scope.ts), pagination, a failed load said with a retry, and the create / edit drawer and
 * the detail drawer. A resource edited on pages of its own (rich text) navigates there instead of opening the
 * form drawer; a screen may offer bulk state changes (./bulk-transition-buttons.tsx) and buttons of its own for
 * the selected rows. Buttons follow the
 * user's permissions through the kit's Permission wrapper: actions the user may not take are shown disabled
 * with the reason (so everyone sees what exists), row actions are removed.
 */
import { useStore } from '@nanostores/react';
import { allowedInState, type FieldDef, MAX_PAGE, operationAllowed, type ResourceDef } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { ColumnVisibility } from '@soundboard/ui/table/column-visibility.tsx';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/use-t';
import { $locale } from '../stores/locale';
import { useNewParam, useViewParam } from './address-param';
import { apiFor, type ResourceRecord } from './api';
import { bulkTransitions } from './bulk-actions';
import { BulkDelete } from './bulk-delete';
import { BulkTransitionButtons } from './bulk-transition-buttons';
import { useCan, useReadableDef } from './can';
import { fieldValue } from './cells';
import { DetailDrawer, type DetailExtras } from './detail-drawer';
import { ExportButton } from './export-button';
import { FilterBar, filterParams } from './filter-bar';
import { type FormCustomization, FormDrawer } from './form-drawer';
import { useHiddenColumns } from './hidden-columns';
import { ImportButton } from './import-button';
import { useResourceLabels } from './labels';
import { currentScope, mayWriteOwned, scopeChoices } from './list-scope';
import { ScopeTabs } from './scope-tabs';
import { type ListQueryState, useListQuery } from './use-list-query';
import { useResourceList } from './use-resource-list';

export interface ResourceScreenProps {
  def: ResourceDef;
  /** The screen's heading: its route's title (as in the menu, the tab and the breadcrumb). */
  title: string;
  /** Cells that show more than the plain value (an image, two fields together). */
  cells?: Record<string, (row: ResourceRecord) => ReactNode>;
  form?: FormCustomization;
  detail?: DetailExtras;
  /** Extra toolbar buttons (e.g. a stocktake); given the list's reload. */
  toolbar?: (reload: () => void) => ReactNode;
  /** Controls above the list beside the scope switch (a quick filter); given the list's query. */
  listBar?: (query: ListQueryState) => ReactNode;
  /** Row actions after View and Edit (claim a pool customer); given the list's reload. */
  rowActions?: (row: ResourceRecord, reload: () => void) => ReactNode;
  /**
   * Buttons for the selected rows (forum moderation, moving articles); given them, rows are selectable. `done`
   * clears and reloads; `rows` are the page's rows (to name records in a message).
   */
  selectionActions?: (selected: Set<number>, done: () => void, rows: readonly ResourceRecord[]) => ReactNode;
  /** New and Edit open these pages (see ./screen-href.ts) instead of the form drawer (a resource with rich text). */
  pages?: { add: string; edit: (id: number) => string };
  /**
   * State changes offered for the selected rows: 'all' those without input, or these; each shows only to
   * holders of its permission.
   */
  bulkTransitions?: 'all' | readonly string[];
  /** Called whenever the list is read again after a change or a refresh (totals shown beside it follow). */
  onReload?: () => void;
}

type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/**
 * Long text (a name, an address, a note) may wrap: a list with many columns gives way there instead of pushing
 * the row actions out of sight at 1440 px.
 */
const wraps = (field: FieldDef) => field.type === 'longText' || (field.type === 'text' && (field.max ?? 0) >= 100);

export function ResourceScreen({
  def: fullDef,
  title,
  cells = {},
  form,
  detail,
  toolbar,
  listBar,
  rowActions,
  selectionActions,
  pages,
  bulkTransitions: bulkChoice,
  onReload,
}: ResourceScreenProps) {
  // Every part below (columns, filters, form, detail, history) works from the fields this user may see.
  const def = useReadableDef(fullDef);
  const t = useT();
  const locale = useStore($locale);
  const labels = useResourceLabels(def);
  const can = useCan();
  const query = useListQuery(def);
  const { page, loading, failed, reload: reloadList } = useResourceList(apiFor(def), query.params);
  const reload = () => {
    reloadList();
    onReload?.();
  };
  // Unique per screen: the pages kept in other tabs are in the document too.
  const titleId = useId();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [hidden, setHidden] = useHiddenColumns(def);
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  useViewParam(setViewing);
  useNewParam(() => setEditing({ mode: 'create' }));
  const [, navigate] = useLocation();
  const startEdit = (id: number) => (pages ? navigate(pages.edit(id)) : setEditing({ mode: 'edit', id }));
  const mayWrite = can(def.permissions.write);
  const scopes = scopeChoices(def, can);
  // A definition may allow deleting in no state at all (documents are cancelled instead).
  const deletable = operationAllowed(def, 'delete') && (def.deletableIn === undefined || def.deletableIn.length > 0);
  const noPermission = t('resource.noPermission');
  const bulkOnly = bulkChoice === 'all' ? undefined : bulkChoice;
  const bulkChanges = bulkChoice !== undefined && bulkTransitions(def, can, bulkOnly).length > 0;
  const selectionDone = () => {
    setSelected(new Set());
    reload();
  };

  const valueContext = { labels, locale, yes: t('resource.yes'), no: t('resource.no') };
  const columnFields = Object.entries(def.fields).filter(([, field]) => field.column);
  const titleField = columnFields[0]?.[0];
  const editableState = (row: ResourceRecord) => allowedInState(def, row, 'update') && mayWriteOwned(def, row, can);

  const columns: DataColumn<ResourceRecord>[] = [
    ...columnFields.map(
      ([name, field]): DataColumn<ResourceRecord> => ({
        id: name,
        title: labels.field(name),
        sortable: Boolean(field.sortable),
        align: field.type === 'money' || field.type === 'integer' ? 'end' : 'start',
        isRowHeader: name === titleField,
        wrap: wraps(field),
        cell: (row) => {
          const shown =
            cells[name]?.(row) ?? fieldValue(name, field, row[name], { ...valueContext, refLabels: row.refLabels });
          if (name === titleField)
            return (
              <Button
                variant="text"
                size="sm"
                // A long title wraps too (two lines at most of a 120-character title), so the actions stay in view.
                className={
                  wraps(field)
                    ? '-mx-2 h-auto min-h-7 min-w-40 py-1 text-left font-medium whitespace-normal'
                    : '-mx-2 font-medium'
                }
                onPress={() => setViewing(row.id)}
              >
                {shown}
              </Button>
            );
          // Wrapped, but never narrower than a few words (a phone-wide table would squeeze it to one character).
          return wraps(field) ? <span className="block min-w-28">{shown}</span> : shown;
        },
      }),
    ),
    {
      id: 'actions',
      title: t('resource.actions'),
      cell: (row) => (
        // Native buttons: fifty rows of React Aria buttons take a visible moment to mount.
        <span className="flex gap-1">
          <NativeButton size="sm" variant="text" onClick={() => setViewing(row.id)}>
            {t('resource.view')}
          </NativeButton>
          {operationAllowed(def, 'update') && editableState(row) && (
            <Permission required={def.permissions.write}>
              <NativeButton size="sm" variant="text" onClick={() => startEdit(row.id)}>
                {t('resource.edit')}
              </NativeButton>
            </Permission>
          )}
          {rowActions?.(row, reload)}
        </span>
      ),
    },
  ];

  const rows = page?.list ?? [];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="text-xl font-semibold text-default">
          {title}
        </h1>
        <div className="flex flex-wrap gap-2">
          {toolbar?.(reload)}
          {operationAllowed(def, 'create') && (
            <Permission required={def.permissions.write} mode="disable" reason={noPermission}>
              <Button variant="primary" onPress={() => (pages ? navigate(pages.add) : setEditing({ mode: 'create' }))}>
                {form?.createLabel ?? t('resource.create', { title: labels.titleInText })}
              </Button>
            </Permission>
          )}
        </div>
      </header>
      <div className="rounded-lg bg-surface p-4">
        <FilterBar
          def={def}
          labels={labels}
          value={filterParams(def, query.params)}
          onApply={(filters) => {
            setSelected(new Set());
            query.setFilters(filters);
          }}
        />
      </div>
      <div className="flex flex-col gap-3 rounded-lg bg-surface p-4">
        {(scopes.length > 0 || listBar) && (
          <div className="flex flex-wrap items-center gap-3">
            <ScopeTabs
              choices={scopes}
              value={currentScope(query.params)}
              onChange={(scope) => {
                setSelected(new Set());
                query.setScope(scope);
              }}
            />
            {listBar?.(query)}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {selected.size > 0 && (
              <span className="text-sm text-secondary">{t('resource.selected', { count: selected.size })}</span>
            )}
            {selected.size > 0 && bulkChanges && (
              <BulkTransitionButtons
                def={def}
                labels={labels}
                selected={selected}
                rows={rows}
                only={bulkOnly}
                onDone={selectionDone}
              />
            )}
            {selectionActions?.(selected, selectionDone, rows)}
            {deletable && <BulkDelete def={def} selected={selected} onDeleted={selectionDone} />}
          </div>
          <div className="flex items-center gap-2">
            <ImportButton def={def} onDone={reload} />
            {operationAllowed(def, 'export') && <ExportButton def={def} params={query.params} />}
            <Button size="sm" onPress={reload}>
              {t('resource.refresh')}
            </Button>
            <ColumnVisibility
              columns={columns.filter((column) => column.id !== 'actions')}
              hiddenColumns={hidden}
              onHiddenColumnsChange={(next) => setHidden(new Set([...next].map(String)))}
            />
          </div>
        </div>
        {failed && (
          <Alert status="error" title={t('resource.listFailed')}>
            <Button size="sm" onPress={reload}>
              {t('resource.retry')}
            </Button>
          </Alert>
        )}
        <DataTable
          aria-label={title}
          columns={columns}
          rows={rows}
          hiddenColumns={hidden}
          loading={loading}
          sort={{ column: query.sort.field, direction: query.sort.desc ? 'descending' : 'ascending' }}
          onSortChange={(sort) => query.setSort(sort.column, sort.direction === 'descending')}
          {...((deletable && mayWrite) || selectionActions || bulkChanges
            ? {
                selected,
                onSelectionChange: (next: Set<number>) => setSelected(next),
              }
            : {})}
        />
        <Pagination
          className="justify-end"
          total={page?.total ?? 0}
          totalCapped={page?.totalCapped ?? false}
          // Past a capped count the page buttons end at the counted pages: the jumper reaches the rest.
          showJumper={page?.totalCapped ?? false}
          maxPage={MAX_PAGE}
          page={query.page}
          pageSize={query.pageSize}
          showSizeChanger
          onChange={(next, size) => {
            setSelected(new Set());
            query.setPage(next, size);
          }}
        />
      </div>
      {editing && (
        <FormDrawer
          def={def}
          labels={labels}
          id={editing.mode === 'edit' ? editing.id : null}
          customization={form}
          onClose={() => setEditing(null)}
          onSaved={(record: ResourceRecord) => {
            setEditing(null);
            reload();
            setViewing(record.id);
          }}
        />
      )}
      {viewing !== null && (
        <DetailDrawer
          def={def}
          labels={labels}
          id={viewing}
          extras={detail}
          onClose={() => setViewing(null)}
          onEdit={() => {
            startEdit(viewing);
            setViewing(null);
          }}
          onChanged={reload}
        />
      )}
    </section>
  );
}
