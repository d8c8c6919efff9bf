/** The CSV export of the whole filtered list (not only the page on screen), in the interface's language. */
import type { ResourceDef } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { apiFor } from './api';
import { download } from './download';

export function ExportButton({ def, params }: { def: ResourceDef; params: Record<string, string> }) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    await download(apiFor(def).exportUrl(params), `${def.name}.csv`);
    setExporting(false);
  };
  return (
    <Button size="sm" isPending={exporting} onPress={() => void exportCsv()}>
      {t('resource.export')}
    </Button>
  );
}
