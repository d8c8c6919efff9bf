/**
 * Home-page templates (/store/decoration/home): the homeTemplate resource's list with a thumbnail, "In use" and
 * "Default" tags, the last publishing and unpublished changes; New and Edit open the page editor; each row copies
 * the template, makes it the storefront's (published ones only) or deletes it (never the active or the default).
 */
import { homeTemplate } from '@soundboard/contract';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { ResourceScreen } from '../../resource/resource-screen';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { CopyDialog } from './templates/copy-dialog';
import { TemplateRowActions } from './templates/template-actions';
import { TemplatePublished, TemplateTags, TemplateThumbnail } from './templates/template-cells';

const PAGES = {
  add: screenHref('DecorationHomeAdd'),
  edit: (id: number) => screenHref('DecorationHomeEdit', { id }),
};

export default function TemplateListPage({ route }: PageProps) {
  const t = useT();
  const [copying, setCopying] = useState<ResourceRecord | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  return (
    <>
      <ResourceScreen
        def={homeTemplate}
        title={t(route.titleKey)}
        pages={PAGES}
        cells={{
          thumbnail: (row) => <TemplateThumbnail row={row} />,
          active: (row) => <TemplateTags row={row} />,
          lastPublishedAt: (row) => <TemplatePublished row={row} />,
        }}
        rowActions={(row, reload) => {
          reloadList.current = reload;
          return <TemplateRowActions row={row} onCopy={setCopying} reload={reload} />;
        }}
      />
      {copying && (
        <CopyDialog
          row={copying}
          onClose={() => setCopying(null)}
          onCopied={() => {
            setCopying(null);
            reloadList.current();
          }}
        />
      )}
    </>
  );
}
