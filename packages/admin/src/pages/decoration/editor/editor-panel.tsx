/**
 * The editor's right pane: the selected block's properties and its style, or with nothing selected the page's
 * name and settings. A field the server refused says why under it (describe), and the pane starts with the message.
 */
import {
  BLOCK_STYLE,
  BLOCKS,
  type BlockComponent,
  type DecorationPage,
  PAGE_SETTINGS,
  type PageSettings,
} from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { PropertyPanel } from '@soundboard/ui/page-editor/property-panel.tsx';
import { useT } from '../../../i18n/use-t';
import { panelPath } from './document-edits';
import { blockKey, type PropScope, propKey } from './labels';
import { renderReference } from './reference-fields';

/** A refused field: which part of the block (or the page's settings) and its path, with the message. */
export interface FieldIssue {
  part: 'props' | 'style' | 'settings' | 'page';
  field: string[];
  message: string;
}

const PAGE_NAME_MAX = 40;

export function EditorPanel({
  page,
  block,
  issues,
  readOnly,
  onBlock,
  onSettings,
  onRename,
}: {
  page: DecorationPage;
  block: BlockComponent | null;
  issues: readonly FieldIssue[];
  readOnly: boolean;
  onBlock: (part: 'props' | 'style', values: Record<string, unknown>, merge: string | undefined) => void;
  onSettings: (settings: PageSettings, merge: string | undefined) => void;
  onRename: (name: string) => void;
}) {
  const t = useT();
  const env = (scope: PropScope, part: FieldIssue['part']) => ({
    label: (path: string[]) => t(propKey(scope, path)),
    describe: (path: string[]) =>
      issues.find((issue) => issue.part === part && panelPath(issue.field) === path.join('.'))?.message,
    renderReference,
    isDisabled: readOnly,
  });
  const alert = issues[0] && (
    <Alert status="error" title={t('decoration.editor.issue')}>
      {issues[0].message}
    </Alert>
  );
  if (block)
    return (
      <div className="flex flex-col gap-6 p-4" data-block-panel={block.id}>
        {alert}
        <PropertyPanel
          title={t(blockKey(block.kind))}
          defs={BLOCKS[block.kind].props}
          values={block.props}
          onChange={(next, merge) => onBlock('props', next, merge)}
          {...env(block.kind, 'props')}
        />
        <PropertyPanel
          title={t('decoration.editor.style')}
          defs={BLOCK_STYLE}
          values={block.style}
          onChange={(next, merge) => onBlock('style', next, merge)}
          {...env('style', 'style')}
        />
      </div>
    );
  const nameIssue = issues.find((issue) => issue.part === 'page' && issue.field[0] === 'name');
  return (
    <div className="flex flex-col gap-4 p-4">
      {alert}
      <TextField
        label={t('decoration.editor.pageName')}
        value={page.name}
        maxLength={PAGE_NAME_MAX}
        isRequired
        isReadOnly={readOnly}
        isInvalid={Boolean(nameIssue)}
        errorMessage={nameIssue?.message}
        onChange={onRename}
      />
      <PropertyPanel
        title={t('decoration.editor.pageSettings')}
        defs={PAGE_SETTINGS}
        values={page.settings}
        onChange={(next, merge) => onSettings(next as PageSettings, merge)}
        {...env('page', 'settings')}
      />
    </div>
  );
}
