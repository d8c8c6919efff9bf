/**
 * The property panel's pickers for references (the kit knows no API): a material from the media library, a store,
 * hand-picked products in order, a product kind, and a link (LinkField). `renderReference` hands the panel the
 * one its descriptor asks for.
 */
import { PRODUCT_KINDS, product, resourceKeys, store } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import type { ReferencePropDef } from '@soundboard/ui/page-editor/property-panel.tsx';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { ArrowDown, ArrowUp, ImagePlus, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { referenceSearch } from '../../../resource/references';
import { useReferenceName } from '../../../resource/use-reference-name';
import { MaterialThumb } from '../../material/material-thumb';
import { LinkField } from '../link-field';

const LibraryPicker = lazy(() => import('../../material/library-picker'));
const ALL = 'all';
const onSale = { status: 'on_sale' };

function Legend({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className="mb-1 p-0 text-sm font-medium text-default">{label}</legend>
      {children}
    </fieldset>
  );
}

function MaterialField({
  kind,
  value,
  onChange,
  label,
}: {
  kind: 'image' | 'audio' | 'video';
  value: number | null;
  onChange: (next: number | null) => void;
  label: string;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <Legend label={label}>
      <div className="flex items-center gap-2">
        {value !== null && <MaterialThumb id={value} kind={kind} className="size-12 rounded-sm" />}
        <Button size="sm" icon={<ImagePlus />} onPress={() => setPicking(true)}>
          {value === null ? t('decoration.ref.choose') : t('decoration.ref.replace')}
        </Button>
        {value !== null && (
          <Button
            size="sm"
            variant="text"
            iconOnly
            icon={<X />}
            aria-label={t('decoration.ref.remove', { label })}
            onPress={() => onChange(null)}
          />
        )}
      </div>
      {picking && (
        <Suspense fallback={null}>
          <LibraryPicker
            kind={kind}
            max={1}
            // Storefront documents are public pages: only public materials (the server refuses others).
            publicOnly
            onChoose={([id]) => {
              setPicking(false);
              if (id !== undefined) onChange(id);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </Legend>
  );
}

function StoreField({
  value,
  onChange,
  label,
}: {
  value: number | null;
  onChange: (next: number | null) => void;
  label: string;
}) {
  const t = useT();
  const name = useReferenceName(store, value === null ? undefined : String(value));
  return (
    <SearchSelect
      label={label}
      description={t('decoration.ref.storeDefault')}
      placeholder={t('resource.search')}
      value={value === null ? null : String(value)}
      selectedLabel={name}
      search={referenceSearch(store)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
    />
  );
}

function ProductName({ id }: { id: number }) {
  const name = useReferenceName(product, String(id));
  return <span className="min-w-0 flex-1 truncate text-sm">{name || `#${id}`}</span>;
}

function ProductsField({
  value,
  max,
  onChange,
  label,
}: {
  value: number[];
  max: number;
  onChange: (next: number[]) => void;
  label: string;
}) {
  const t = useT();
  const move = (from: number, to: number) => {
    const next = [...value];
    const [id] = next.splice(from, 1);
    if (id !== undefined) next.splice(to, 0, id);
    onChange(next);
  };
  return (
    <Legend label={label}>
      {value.length > 0 && (
        <ol className="m-0 flex list-none flex-col gap-1 p-0">
          {value.map((id, index) => (
            <li key={id} className="flex items-center gap-1">
              <ProductName id={id} />
              <Button
                size="sm"
                variant="text"
                iconOnly
                icon={<ArrowUp />}
                aria-label={t('decoration.ref.earlier', { index: index + 1 })}
                isDisabled={index === 0}
                onPress={() => move(index, index - 1)}
              />
              <Button
                size="sm"
                variant="text"
                iconOnly
                icon={<ArrowDown />}
                aria-label={t('decoration.ref.later', { index: index + 1 })}
                isDisabled={index === value.length - 1}
                onPress={() => move(index, index + 1)}
              />
              <Button
                size="sm"
                variant="text"
                iconOnly
                icon={<X />}
                aria-label={t('decoration.ref.removeProduct', { index: index + 1 })}
                onPress={() => onChange(value.filter((other) => other !== id))}
              />
            </li>
          ))}
        </ol>
      )}
      {value.length < max && (
        <SearchSelect
          aria-label={t('decoration.ref.addProduct')}
          placeholder={t('decoration.ref.addProduct')}
          value={null}
          search={async (text) =>
            (await referenceSearch(product, onSale)(text)).filter((option) => !value.includes(Number(option.id)))
          }
          onChange={(id) => id !== null && onChange([...value, Number(id)])}
        />
      )}
    </Legend>
  );
}

function ProductKindField({
  value,
  onChange,
  label,
}: {
  value: string | null;
  onChange: (next: string | null) => void;
  label: string;
}) {
  const t = useT();
  const options = [
    { id: ALL, label: t('decoration.ref.allKinds') },
    ...PRODUCT_KINDS.map((kind) => ({ id: kind, label: t(resourceKeys.value(product, 'kind', kind)) })),
  ];
  return (
    <Select
      label={label}
      options={options}
      value={value ?? ALL}
      onChange={(next) => onChange(next === null || next === ALL ? null : String(next))}
    />
  );
}

/** The panel's renderReference: the picker its descriptor asks for. */
export function renderReference(
  def: ReferencePropDef,
  value: unknown,
  onChange: (next: unknown) => void,
  label: string,
): ReactNode {
  switch (def.type) {
    case 'material':
      return (
        <MaterialField kind={def.kind} value={(value as number | null) ?? null} onChange={onChange} label={label} />
      );
    case 'store':
      return <StoreField value={(value as number | null) ?? null} onChange={onChange} label={label} />;
    case 'products':
      return <ProductsField value={(value as number[] | null) ?? []} max={def.max} onChange={onChange} label={label} />;
    case 'productKind':
      return <ProductKindField value={(value as string | null) ?? null} onChange={onChange} label={label} />;
    case 'link':
      return <LinkField value={(value as never) ?? null} onChange={onChange} label={label} optional />;
  }
}
