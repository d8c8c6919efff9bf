/**
 * Text templates (/template/text): the textTemplate resource's list — filters (category with its sub-categories
 * from the `text` classify tree, language, status, search in name and script), the estimated duration, sort —
 * with New and Edit on the editor's own pages (the script editor and the preview need room), and per row a
 * spoken preview and Delete.
 */
import { textTemplate } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { TextRowActions } from './text-row-actions';

const PAGES = { add: screenHref('TextTemplateAdd'), edit: (id: number) => screenHref('TextTemplateEdit', { id }) };

export default function TextTemplateListPage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={textTemplate}
      title={t(route.titleKey)}
      pages={PAGES}
      rowActions={(row, reload) => <TextRowActions row={row} reload={reload} />}
    />
  );
}
