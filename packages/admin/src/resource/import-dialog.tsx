/**
 * Importing a resource from CSV / XLSX (server: packages/server/src/import): choose a file, see its first rows
 * and the columns the server matched to fields, correct the mapping, choose what duplicates do, import; then the
 * counts, the failing rows with their reasons and the error file to download. The file is read on the server.
 */
import {
  IMPORT_DUPLICATE_MODES,
  type ImportDuplicateMode,
  type ImportPreview,
  type ImportResult,
  type ResourceDef,
} from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Checkbox } from '@soundboard/ui/inputs/checkbox.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useId, useState } from 'react';
import { upload } from '../api/http';
import { useT } from '../i18n/use-t';
import { useResourceLabels } from './labels';

export interface ImportDialogProps {
  def: ResourceDef;
  onClose: () => void;
  /** Records were written: the list reloads. */
  onDone: () => void;
}

const NONE = '';
const noProgress = () => {};

function saveCsv(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function PreviewTable({ preview, caption }: { preview: ImportPreview; caption: string }) {
  return (
    <div className="max-h-56 overflow-auto rounded border border-subtle">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-elevated">
          <tr>
            {preview.columns.map((column, index) => (
              <th key={`${index}-${column}`} scope="col" className="whitespace-nowrap px-2 py-1 text-start font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t border-subtle">
              {row.map((cell, index) => (
                <td key={index} className="whitespace-nowrap px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultPanel({ result, def }: { result: ImportResult; def: ResourceDef }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" role="status">
      <p className="font-medium text-default">
        {result.applied ? t('resource.import.applied') : t('resource.import.notApplied')}
      </p>
      <p>
        {t('resource.import.counts', {
          created: result.created,
          updated: result.updated,
          skipped: result.skipped,
          failed: result.failed,
        })}
      </p>
      {result.errors.length > 0 && (
        <>
          <ul className="max-h-48 overflow-auto rounded border border-subtle p-2 text-sm">
            {result.errors.map((error) => (
              <li key={error.row}>
                {t('resource.import.row', { row: error.row })}: {error.messages.join('; ')}
              </li>
            ))}
          </ul>
          <div>
            <Button size="sm" onPress={() => saveCsv(result.errorCsv, `${def.name}-import-errors.csv`)}>
              {t('resource.import.downloadErrors')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

export default function ImportDialog({ def, onClose, onDone }: ImportDialogProps) {
  const t = useT();
  const labels = useResourceLabels(def);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Record<string, number>>({});
  const [duplicates, setDuplicates] = useState<ImportDuplicateMode>('skip');
  const [validOnly, setValidOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const controller = new AbortController();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    if (!chosen) return;
    setBusy(true);
    const answer = await upload<ImportPreview>(`${def.path}/import/preview`, chosen, {
      onProgress: noProgress,
      signal: controller.signal,
    }).catch(() => null);
    setBusy(false);
    if (!answer) return;
    setPreview(answer);
    setMapping(answer.mapping);
  };

  const start = async () => {
    if (!file) return;
    setBusy(true);
    const answer = await upload<ImportResult>(`${def.path}/import`, file, {
      onProgress: noProgress,
      signal: controller.signal,
      fields: { mapping: JSON.stringify(mapping), duplicates, validOnly: String(validOnly) },
    }).catch(() => null);
    setBusy(false);
    if (!answer) return;
    setResult(answer);
    if (answer.applied && answer.created + answer.updated > 0) onDone();
  };

  const columnOptions = [
    { id: NONE, label: t('resource.import.noColumn') },
    ...(preview?.columns ?? []).map((column, index) => ({ id: String(index), label: column || `#${index + 1}` })),
  ];
  const missing = (preview?.fields ?? []).filter((field) => field.required && mapping[field.name] === undefined);

  return (
    <Modal
      title={t('resource.import.title', { title: labels.title })}
      isOpen
      size="lg"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={(close) => (
        <>
          <Button size="sm" variant="secondary" onPress={close}>
            {t('resource.import.close')}
          </Button>
          {!result && (
            <Button
              size="sm"
              variant="primary"
              isPending={busy && preview !== null}
              isDisabled={!preview || missing.length > 0 || busy}
              onPress={() => void start()}
            >
              {t('resource.import.start')}
            </Button>
          )}
        </>
      )}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-medium text-default">
            {t('resource.import.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="text-sm file:me-3 file:rounded file:border file:border-subtle file:bg-elevated file:px-3 file:py-1"
            onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
          />
          <span className="text-sm">{t('resource.import.fileHint')}</span>
        </div>
        {preview && !result && (
          <>
            <p>{t('resource.import.total', { count: preview.totalRows })}</p>
            <PreviewTable preview={preview} caption={t('resource.import.preview')} />
            <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <legend className="mb-2 font-medium text-default">{t('resource.import.mapping')}</legend>
              {preview.fields.map((field) => (
                <Select
                  key={field.name}
                  label={`${labels.field(field.name)}${field.required ? ' *' : ''}`}
                  options={columnOptions}
                  value={mapping[field.name] === undefined ? NONE : String(mapping[field.name])}
                  onChange={(value) =>
                    setMapping((current) => {
                      const { [field.name]: _old, ...rest } = current;
                      return value === null || value === NONE ? rest : { ...rest, [field.name]: Number(value) };
                    })
                  }
                />
              ))}
            </fieldset>
            {missing.length > 0 && (
              <p className="text-danger" role="alert">
                {t('resource.import.missing', { fields: missing.map((field) => labels.field(field.name)).join(', ') })}
              </p>
            )}
            <RadioGroup
              label={t('resource.import.duplicates')}
              value={duplicates}
              onChange={(value) => setDuplicates(value as ImportDuplicateMode)}
              orientation="horizontal"
            >
              {IMPORT_DUPLICATE_MODES.map((mode) => (
                <Radio key={mode} value={mode}>
                  {t(`resource.import.duplicates.${mode}`)}
                </Radio>
              ))}
            </RadioGroup>
            <Checkbox isSelected={validOnly} onChange={setValidOnly}>
              {t('resource.import.validOnly')}
            </Checkbox>
          </>
        )}
        {result && <ResultPanel result={result} def={def} />}
      </div>
    </Modal>
  );
}
