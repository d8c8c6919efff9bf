/**
 * An A4 sheet: on screen a centred white page (white in dark mode too: it shows the paper), shrunk as a whole on
 * a screen narrower than A4 (./use-sheet-fit.ts), at print exactly 210 × 297 mm in black on white. usePrintPage()
 * marks <html> while a print view is open so that `@media print` hides everything but the sheet — the admin's
 * shell included — without the kit knowing that shell.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import type { DocumentWords } from './document-words';
import type { DocumentLanguage } from './print-format';
import { useSheetFit } from './use-sheet-fit';

export const PRINT_PAGE_CLASS = 'sb-print-page';

const PRINT_CSS = `
@page { size: A4; margin: 0; }
@media print {
  html.${PRINT_PAGE_CLASS}, html.${PRINT_PAGE_CLASS} body { background: #fff !important; }
  html.${PRINT_PAGE_CLASS} body * { visibility: hidden; }
  html.${PRINT_PAGE_CLASS} [data-slot="print-sheet"], html.${PRINT_PAGE_CLASS} [data-slot="print-sheet"] * { visibility: visible; }
  html.${PRINT_PAGE_CLASS} [data-slot="print-sheet"] { position: absolute; left: 0; top: 0; margin: 0 !important; box-shadow: none !important; border: 0 !important; }
  [data-slot="print-frame"] { height: auto !important; overflow: visible !important; }
  [data-slot="print-sheet"] { transform: none !important; width: 210mm !important; min-height: 297mm; color: #000 !important; -webkit-print-color-adjust: economy; }
}`;

/** While mounted, <html> carries the class that turns the print rules on. */
export function usePrintPage(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(PRINT_PAGE_CLASS);
    return () => root.classList.remove(PRINT_PAGE_CLASS);
  }, []);
}

export interface PrintSheetProps {
  /** The document's name for assistive technology ("增值税专用发票 FP2026000001"). */
  label: string;
  language: DocumentLanguage;
  children: ReactNode;
}

export function PrintSheet({ label, language, children }: PrintSheetProps) {
  const frame = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLElement>(null);
  const { scale, height } = useSheetFit(frame, sheet);
  return (
    // The frame is the width the sheet may take on screen; on a phone the sheet is shrunk into it.
    <div ref={frame} data-slot="print-frame" className="w-full overflow-x-clip" style={{ height }}>
      <article
        ref={sheet}
        data-slot="print-sheet"
        aria-label={label}
        lang={language}
        // Paper is white whatever the theme: the only place the kit uses fixed colours.
        className="mx-auto box-border w-[210mm] min-h-[297mm] border border-black/15 bg-white p-[12mm] font-sans text-[12px] leading-normal text-black shadow-md"
        style={scale < 1 ? { transform: `scale(${scale})`, transformOrigin: 'top left' } : undefined}
      >
        <style>{PRINT_CSS}</style>
        {children}
      </article>
    </div>
  );
}

/** Label : value pairs in two columns, empty values left out. */
export function PrintFields({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-black">{label}</dt>
            <dd className="m-0 break-all text-black">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export interface PrintCompanyData {
  name: string;
  taxId: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

/** The issuing company's header and the document's title under a rule. */
export function PrintHeader({
  company,
  title,
  words,
}: {
  company: PrintCompanyData;
  title: string;
  words: Pick<DocumentWords, 'taxId' | 'bank'>;
}) {
  return (
    <header className="mb-4 border-b-2 border-black pb-3">
      <p className="m-0 text-[15px] font-semibold">{company.name}</p>
      <p className="m-0 text-[11px]">
        {[company.taxId && `${words.taxId}: ${company.taxId}`, company.address, company.phone]
          .filter(Boolean)
          .join('  ·  ')}
      </p>
      {(company.bankName || company.bankAccount) && (
        <p className="m-0 text-[11px]">{`${words.bank}: ${[company.bankName, company.bankAccount].filter(Boolean).join(' ')}`}</p>
      )}
      <h1 className="m-0 mt-4 text-center text-[22px] font-semibold tracking-widest">{title}</h1>
    </header>
  );
}

/** Lines for hand signatures. */
export function PrintSignatures({ names }: { names: readonly string[] }) {
  return (
    <footer className="mt-12 flex flex-wrap gap-x-12 gap-y-6">
      {names.map((name) => (
        <p key={name} className="m-0 flex items-end gap-2">
          <span>{name}</span>
          <span aria-hidden="true" className="inline-block w-40 border-b border-black" />
        </p>
      ))}
    </footer>
  );
}
