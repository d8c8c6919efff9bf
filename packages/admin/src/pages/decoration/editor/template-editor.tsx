/**
 * The home-page template editor (the page loads the record and its draft, see ../template-editor-page.tsx): the
 * template's name, its pages as tabs (the first is the storefront's home page), and for the page shown the kit's
 * PageEditor — the library from the contract's descriptors, the canvas drawing the storefront's own blocks in a
 * phone frame with real products (the resolver's lookups), the property panel. The document's history is one
 * undo stack across pages. The draft saves itself a pause after the last change (and on Ctrl/Cmd+S, before a
 * preview or a publish, on leaving); a refused save selects the block at fault and says why at its field.
 */
import { useStore } from '@nanostores/react';
import {
  BLOCK_GROUPS,
  BLOCKS,
  type BlockComponent,
  type BlockKind,
  type HomeDocument,
  newComponent,
  OFFERED_BLOCK_KINDS,
  type TemplateDraft,
} from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Tabs } from '@soundboard/ui/navigation/tabs.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { PageEditor } from '@soundboard/ui/page-editor/page-editor.tsx';
import type { CanvasSize } from '@soundboard/ui/page-editor/types.ts';
import { useUndoable } from '@soundboard/ui/page-editor/use-undoable.ts';
import { PhoneFrame } from '@soundboard/ui/storefront/phone-frame.tsx';
import { StorefrontBlock } from '@soundboard/ui/storefront/storefront-block.tsx';
import { usePermission } from '@soundboard/ui/widgets/use-permission.ts';
import { Eye, FilePlus2, History, Save, Send } from 'lucide-react';
import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import { decorationApi } from '../../../api/decoration';
import { useT } from '../../../i18n/use-t';
import { useLeaveGuard } from '../../../lib/leave-guard';
import { useAutosave } from '../../../lib/use-autosave';
import type { ResourceRecord } from '../../../resource/api';
import { $locale } from '../../../stores/locale';
import { BLOCK_ICONS } from './block-icons';
import { issuePlace, newId, renamePage, setBlock, setComponents, setSettings } from './document-edits';
import { EditorPanel, type FieldIssue } from './editor-panel';
import { blockKey, groupKey } from './labels';
import { PageButtons } from './page-buttons';
import { PageCanvas } from './page-canvas';
import { PreviewDialog } from './preview-dialog';
import { SaveStatus } from './save-status';
import { type Saved, saveTemplate, type TemplateIssue } from './save-template';
import { usePageLookups } from './use-lookups';
import { VersionsDrawer } from './versions-drawer';

const AUTOSAVE_MS = 1500;

/** What the editor starts from: the record and draft (none for a new template), or the state handed over. */
export interface EditorStart {
  record: ResourceRecord | null;
  draft: TemplateDraft | null;
  /** Set when a new template's first save created it: what was on screen then. */
  carried?: { name: string; document: HomeDocument; pageId: string; selectedId: string | null };
}

export interface TemplateEditorProps extends EditorStart {
  titleText: string;
  initialDocument: HomeDocument;
  onReload: () => void;
  /** The first save of a new template created it. */
  onCreated: (start: EditorStart) => void;
}

const json = (document: HomeDocument) => JSON.stringify(document);

export function TemplateEditor(props: TemplateEditorProps) {
  const { titleText, onReload, onCreated } = props;
  const t = useT();
  const locale = useStore($locale);
  const canWrite = usePermission('content:write');
  const canPublish = usePermission('content:publish');
  const history = useUndoable<HomeDocument>(props.carried?.document ?? props.initialDocument);
  const document = history.value;
  const [name, setName] = useState(props.carried?.name ?? String(props.record?.name ?? ''));
  const [pageId, setPageId] = useState(props.carried?.pageId ?? document.pages[0]?.id ?? 'home');
  const [selectedId, setSelectedId] = useState<string | null>(props.carried?.selectedId ?? null);
  const [size, setSize] = useState<CanvasSize>({ width: 375, height: 667 });
  const [record, setRecord] = useState(props.record);
  const [savedAt, setSavedAt] = useState<Date | null>(props.draft ? new Date(props.draft.savedAt) : null);
  const [issues, setIssues] = useState<TemplateIssue[]>([]);
  const [dialog, setDialog] = useState<'preview' | 'versions' | null>(null);

  // What the callbacks read when they run (a timer, a page event), not what they saw when made.
  const now = useRef({ document, name, record: props.record });
  now.current = { document, name, record: now.current.record };
  const saved = useRef<Saved>({
    document: props.draft ? json(props.draft.document) : json(props.initialDocument),
    name: String(props.record?.name ?? ''),
    draftVersion: props.draft?.draftVersion ?? 0,
  });
  const leaving = useRef(false);
  /** Where the canvas is, read when the page moves (after a dialog closed), not when the first save answered. */
  const place = useRef({ pageId, selectedId });
  place.current = { pageId, selectedId };

  // A new template's first save created it: the page moves to its edit address, but not while a dialog (a block's
  // picture picker) is open, or the dialog would vanish with the choice; it moves when the last one closes, with
  // what is on screen then, once no save runs (one started meanwhile returns the draft version the edit page must
  // carry). `created` holds the draft the server answered (null: only the name was saved).
  const [created, setCreated] = useState<TemplateDraft | null | undefined>(undefined);
  useEffect(() => {
    if (created === undefined) return;
    return autosave.afterDialogsAndSaves(() => {
      const { record: made, document: shown, name: typed } = now.current;
      if (!made || leaving.current) return;
      onCreated({
        record: made,
        // The draft as last saved: another save may have followed the first while a dialog was open. Only the
        // name may have been saved (created is null): the draft is then still the one the server made.
        draft: {
          ...(created ?? { savedAt: new Date().toISOString(), savedBy: null, unpublishedChanges: true }),
          document: JSON.parse(saved.current.document) as HomeDocument,
          draftVersion: saved.current.draftVersion,
        },
        carried: { name: typed, document: shown, ...place.current },
      });
    });
  }, [created]);

  const page = document.pages.find((candidate) => candidate.id === pageId) ?? document.pages[0];
  const lookups = usePageLookups(page);

  const differs = () => {
    const { document: doc, name: typed } = now.current;
    const changed = json(doc) !== saved.current.document || typed.trim() !== saved.current.name;
    return canWrite && changed;
  };

  const showIssues = (found: TemplateIssue[]) => {
    setIssues(found);
    const first = found.map((issue) => issuePlace(now.current.document, issue.path)).find(Boolean);
    if (first) {
      setPageId(first.pageId);
      setSelectedId(first.blockId);
    }
  };

  const save = async (): Promise<boolean> => {
    const { document: doc, name: typed, record: current } = now.current;
    setState('saving');
    const result = await saveTemplate({ record: current, name: typed, document: doc, saved: saved.current, t });
    if (result.ok) {
      now.current.record = result.record;
      saved.current = result.saved;
      setRecord(result.record);
      setSavedAt(new Date());
      setIssues([]);
      setState(hasChanges() ? 'dirty' : 'saved');
      if (!current) setCreated(result.draft ?? null);
      return true;
    }
    if (result.record && !current) {
      // Created, its draft refused: the template exists, the next save must not create it again.
      now.current.record = result.record;
      saved.current = result.saved;
      setRecord(result.record);
    }
    showIssues(result.issues);
    if (result.conflict) autosave.conflicted();
    else setState(result.issues.length > 0 ? 'invalid' : 'failed');
    return false;
  };
  const autosave = useAutosave({
    initialState: props.record ? 'saved' : 'new',
    save,
    hasChanges: differs,
    snapshot: `${name}\n${json(document)}`,
    delayMs: AUTOSAVE_MS,
  });
  const { state, setState, hasChanges } = autosave;

  // Leaving inside the app (or by the back button): save first; if that cannot be done, ask.
  useLeaveGuard(hasChanges, async () => {
    leaving.current = true;
    if (await autosave.flush()) return true;
    const leave = await confirm({
      title: t('decoration.editor.leave.title'),
      content: t('decoration.editor.leave.content'),
      okText: t('decoration.editor.leave.ok'),
      danger: true,
    });
    leaving.current = leave;
    return leave;
  });

  /** Saved now: the template exists and its draft is what the screen shows. */
  const prepared = async () => (await autosave.flush()) && now.current.record !== null && !hasChanges();

  const publish = () =>
    confirm({
      title: t('decoration.editor.publish.title'),
      content: t('decoration.editor.publish.content'),
      okText: t('decoration.editor.publish'),
      onOk: async () => {
        const current = now.current.record;
        if (!(await prepared()) || !current) throw new Error('not saved');
        const version = await decorationApi.publish(current.id, saved.current.draftVersion);
        setRecord({ ...current, publishedVersion: version.number, unpublishedChanges: false });
        toast.success(t('decoration.editor.published', { number: version.number }));
      },
    });

  const restored = (draft: TemplateDraft) => {
    saved.current = { ...saved.current, document: json(draft.document), draftVersion: draft.draftVersion };
    history.reset(draft.document);
    setPageId(draft.document.pages[0]?.id ?? 'home');
    setSelectedId(null);
    setIssues([]);
    setSavedAt(new Date(draft.savedAt));
    setState('saved');
    setDialog(null);
  };

  const library = useMemo(
    () =>
      BLOCK_GROUPS.map((group) => ({
        group,
        groupLabel: t(groupKey(group)),
        items: OFFERED_BLOCK_KINDS.filter((kind) => BLOCKS[kind].group === group).map((kind) => ({
          kind,
          label: t(blockKey(kind)),
          icon: createElement(BLOCK_ICONS[BLOCKS[kind].icon] ?? FilePlus2, { 'aria-hidden': true }),
        })),
      })),
    [t],
  );

  if (!page) return null;
  const selected = page.components.find((block) => block.id === selectedId) ?? null;
  const fieldIssues: FieldIssue[] = issues.flatMap((issue) => {
    const place = issuePlace(document, issue.path);
    if (!place || place.pageId !== page.id || place.blockId !== (selected?.id ?? null)) return [];
    return [{ part: place.part, field: place.field, message: issue.message }];
  });
  const nameIssue = issues.find((issue) => issue.path === 'name');
  const readOnly = !canWrite;
  const edit = (next: HomeDocument, merge?: string) => history.set(next, merge ? { merge } : undefined);

  const pageEditor = (
    <PageEditor<BlockComponent>
      aria-label={titleText}
      className="h-[calc(100vh-15rem)] min-h-[40rem] rounded-lg border border-subtle"
      blocks={page.components}
      onChange={(next) => edit(setComponents(document, page.id, next))}
      selectedId={selected?.id ?? null}
      onSelect={setSelectedId}
      library={library}
      createBlock={(kind) => newComponent(kind as BlockKind, newId())}
      copyBlock={(block) => ({ ...structuredClone(block), id: newId() })}
      renderBlock={(block) => <StorefrontBlock block={block} lookups={lookups} mode="editor" locale={locale} />}
      blockLabel={(block) => t(blockKey(block.kind))}
      frame={(screen, at) => (
        <PhoneFrame
          width={at.width}
          height={at.height}
          label={t('decoration.editor.phone', { width: at.width, height: at.height })}
        >
          <PageCanvas settings={page.settings}>{screen}</PageCanvas>
        </PhoneFrame>
      )}
      size={size}
      onSizeChange={setSize}
      history={history}
      panel={
        <EditorPanel
          page={page}
          block={selected}
          issues={fieldIssues}
          readOnly={readOnly}
          onBlock={(part, values, merge) =>
            selected &&
            edit(setBlock(document, page.id, selected.id, part, values), merge && `${selected.id}.${part}.${merge}`)
          }
          onSettings={(settings, merge) =>
            edit(setSettings(document, page.id, settings), merge && `${page.id}.${merge}`)
          }
          onRename={(next) => edit(renamePage(document, page.id, next), `${page.id}.name`)}
        />
      }
      actions={
        <>
          <SaveStatus state={state} savedAt={savedAt} />
          <Button
            size="sm"
            icon={<Eye />}
            onPress={async () => {
              if (await prepared()) setDialog('preview');
            }}
          >
            {t('decoration.editor.preview')}
          </Button>
          <Button size="sm" icon={<History />} isDisabled={!record} onPress={() => setDialog('versions')}>
            {t('decoration.editor.versions')}
          </Button>
          {canWrite && (
            <Button size="sm" icon={<Save />} aria-keyshortcuts="Control+S" onPress={() => void autosave.flush()}>
              {t('decoration.editor.save')}
            </Button>
          )}
          {canPublish && (
            <Button size="sm" variant="primary" icon={<Send />} onPress={() => void publish()}>
              {t('decoration.editor.publish')}
            </Button>
          )}
        </>
      }
    />
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <h1 className="m-0 text-2xl font-medium text-default">{titleText}</h1>
        <TextField
          className="w-full max-w-sm"
          label={t('decoration.editor.name')}
          value={name}
          maxLength={60}
          isRequired
          isReadOnly={readOnly}
          autoFocus={!props.record}
          isInvalid={Boolean(nameIssue)}
          errorMessage={nameIssue?.message}
          onChange={setName}
        />
        {canWrite && (
          <PageButtons
            document={document}
            page={page}
            onChange={(next, shown) => {
              edit(next);
              setPageId(shown);
              setSelectedId(null);
            }}
          />
        )}
      </div>
      {state === 'conflict' && (
        <Alert status="warning" title={t('decoration.editor.conflict.title')}>
          <p className="mb-2">{t('decoration.editor.conflict.content')}</p>
          <Button size="sm" onPress={onReload}>
            {t('decoration.editor.conflict.reload')}
          </Button>
        </Alert>
      )}
      <Tabs
        panelClassName="pt-2"
        aria-label={t('decoration.editor.pages')}
        selectedKey={page.id}
        onSelectionChange={(key) => {
          setPageId(String(key));
          setSelectedId(null);
        }}
        items={document.pages.map((candidate, index) => ({
          id: candidate.id,
          // The first page is the storefront's home page: said unless its name says it already.
          title:
            index === 0 && candidate.name !== t('decoration.editor.homeName')
              ? t('decoration.editor.homePage', { name: candidate.name })
              : candidate.name,
          content: candidate.id === page.id ? pageEditor : null,
        }))}
      />
      {dialog === 'preview' && record && (
        <PreviewDialog
          templateId={record.id}
          document={document}
          pageId={page.id}
          size={size}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'versions' && record && (
        <VersionsDrawer
          templateId={record.id}
          size={size}
          canRestore={canWrite}
          prepare={prepared}
          onRestored={restored}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
