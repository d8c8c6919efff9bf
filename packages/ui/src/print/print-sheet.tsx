/**
 * An A4 sheet: on screen a centred white page (white in dark mode too: it shows the paper), at print exactly
 * 210 × 297 mm in black on white. usePrintPage() marks <html> while a print view is open so that `@media print`
 * hides everything but the sheet — the admin's shell included — without the kit knowing that shell.
 */
import { type ReactNode, useEffect } from 'react';
import type { DocumentLanguage } from './print-format';

export const PRINT_PAGE_CLASS = 'sb-print-page';

const PRINT_CSS = `
@page { size: A4; margin: 0; }
@media print {
  html.${PRINT_PAGE_CLASS}, html.${PRINT_PAGE_CLASS} body { background: #fff !important; }
  html.${PRINT_PAGE_CLASS} body * { visibility: hidden; }
  html.${PRINT_PAGE_CLASS} [data-slot="print-sheet"], html.${PRINT_PAGE_CLASS} [data-slot="print-sheet"] * { visibility: visible; }
  html.${PRINT_PAGE_CLASS} [data-slot="print-sheet"] { position: absolute; left: 0; top: 0; margin: 0 !important; box-shadow: none !important; border: 0 !important; }
  [data-slot="print-sheet"] { width: 210mm !important; min-height: 297mm; color: #000 !important; -webkit-print-color-adjust: economy; }
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
  return (
    <article
      data-slot="print-sheet"
      aria-label={label}
      lang={language}
      // Paper is white whatever the theme: the only place the kit uses fixed colours.
      className="mx-auto box-border w-full max-w-[210mm] min-h-[297mm] overflow-x-auto border border-black/15 bg-white p-[12mm] font-sans text-[12px] leading-normal text-black shadow-md print:max-w-none"
    >
      <style>{PRINT_CSS}</style>
      {children}
    </article>
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
  labels,
}: {
  company: PrintCompanyData;
  title: string;
  labels: { taxId: string; bank: string };
}) {
  return (
    <header className="mb-4 border-b-2 border-black pb-3">
      <p className="m-0 text-[15px] font-semibold">{company.name}</p>
      <p className="m-0 text-[11px]">
        {[company.taxId && `${labels.taxId}: ${company.taxId}`, company.address, company.phone]
          .filter(Boolean)
          .join('  ·  ')}
      </p>
      {(company.bankName || company.bankAccount) && (
        <p className="m-0 text-[11px]">{`${labels.bank}: ${[company.bankName, company.bankAccount].filter(Boolean).join(' ')}`}</p>
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
