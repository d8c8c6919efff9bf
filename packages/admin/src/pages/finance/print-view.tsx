/**
 * A print view of a finance document: loads its print data in the chosen language (the document's own at first),
 * draws the sheet with the kit, prints with the browser and downloads the archived PDF with the token.
 */
import type { DocumentLanguage } from '@soundboard/contract';
import { usePrintPage } from '@soundboard/ui/print/print-sheet.tsx';
import { PrintLoadFailed, PrintToolbar } from '@soundboard/ui/print/print-toolbar.tsx';
import { type ReactNode, useCallback, useState } from 'react';
import { request } from '../../api/http';
import { useLatestLoad } from '../../lib/use-latest-load';
import { download } from '../../resource/download';

interface Printable {
  language: DocumentLanguage;
  pdfReady: boolean;
}

export function PrintView<T extends Printable>(props: {
  printPath: string;
  pdfPath: string;
  fileName: (data: T) => string;
  backHref: string;
  render: (data: T) => ReactNode;
}) {
  usePrintPage();
  const [language, setLanguage] = useState<DocumentLanguage | null>(null);
  const { printPath } = props;
  const load = useCallback(
    () => request<T>({ url: printPath, params: language ? { lang: language } : {} }),
    [printPath, language],
  );
  const { data, failed, reload } = useLatestLoad(load);
  const shown = data && (!language || data.language === language) ? data : undefined;
  return (
    <div className="p-4">
      <PrintToolbar
        backHref={props.backHref}
        language={language ?? data?.language ?? 'zh-CN'}
        onLanguageChange={setLanguage}
        onPrint={() => window.print()}
        onDownloadPdf={
          shown?.pdfReady
            ? () => void download(`${props.pdfPath}?lang=${shown.language}`, props.fileName(shown))
            : undefined
        }
      />
      {failed ? <PrintLoadFailed onRetry={reload} /> : shown ? props.render(shown) : null}
    </div>
  );
}
