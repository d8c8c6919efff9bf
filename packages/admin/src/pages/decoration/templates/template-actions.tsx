/**
 * The template list's row actions: Copy (a name dialog), Set active (content:publish; a template never published
 * cannot be), Delete (refused for the active and the default template: shown disabled with the reason; the
 * server's refusal is shown if it still happens, e.g. another user made it active meanwhile).
 */
import { displayName, homeTemplate } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import type { ReactNode } from 'react';
import { decorationApi } from '../../../api/decoration';
import { useT } from '../../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../../resource/api';

const { write, publish } = { write: 'content:write', publish: 'content:publish' } as const;

/** A row button that cannot be used here, for a reason that is not a permission: disabled, focusable, explained. */
function Refused({ reason, children }: { reason: string; children: ReactNode }) {
  // The kit's Permission draws exactly this (aria-disabled, the reason as description and tooltip) for no roles.
  return (
    <Permission required={write} roles={[]} mode="disable" reason={reason}>
      {children}
    </Permission>
  );
}

/** Why the template cannot be deleted, or null. */
export function deleteRefusal(row: ResourceRecord): 'activeNotDeletable' | 'defaultNotDeletable' | null {
  if (row.active === true) return 'activeNotDeletable';
  if (row.isDefault === true) return 'defaultNotDeletable';
  return null;
}

export function TemplateRowActions({
  row,
  onCopy,
  reload,
}: {
  row: ResourceRecord;
  onCopy: (row: ResourceRecord) => void;
  reload: () => void;
}) {
  const t = useT();
  const name = displayName(homeTemplate, row);
  const published = Number(row.publishedVersion ?? 0) > 0;
  const refusal = deleteRefusal(row);

  const activate = () =>
    confirm({
      title: t('decoration.list.activate.title', { name }),
      content: t('decoration.list.activate.content'),
      okText: t('decoration.list.activate'),
      onOk: async () => {
        await decorationApi.activate(row.id);
        toast.success(t('decoration.list.activated', { name }));
        reload();
      },
    });
  const remove = () =>
    confirm({
      title: t('resource.delete.title', { name }),
      content: t('decoration.list.delete.content'),
      okText: t('resource.delete'),
      danger: true,
      onOk: async () => {
        await apiFor(homeTemplate).remove(row.id);
        toast.success(t('resource.deleted', { count: 1 }));
        reload();
      },
    });

  const activateButton = (
    <NativeButton size="sm" variant="text" aria-label={t('decoration.list.activateOf', { name })} onClick={activate}>
      {t('decoration.list.activate')}
    </NativeButton>
  );
  const deleteButton = (
    <NativeButton size="sm" variant="text" aria-label={t('decoration.list.deleteOf', { name })} onClick={remove}>
      {t('resource.delete')}
    </NativeButton>
  );
  return (
    <>
      <Permission required={write}>
        <NativeButton
          size="sm"
          variant="text"
          aria-label={t('decoration.list.copyOf', { name })}
          onClick={() => onCopy(row)}
        >
          {t('decoration.list.copy')}
        </NativeButton>
      </Permission>
      {row.active !== true && (
        <Permission required={publish}>
          {published ? activateButton : <Refused reason={t('decoration.list.publishFirst')}>{activateButton}</Refused>}
        </Permission>
      )}
      <Permission required={write}>
        {refusal ? <Refused reason={t(`decoration.list.${refusal}`)}>{deleteButton}</Refused> : deleteButton}
      </Permission>
    </>
  );
}
