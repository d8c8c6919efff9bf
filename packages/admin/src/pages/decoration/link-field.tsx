/**
 * Where a storefront element leads (contract decoration/links.ts): the kind, then its target — an on-sale
 * product or a published article searched by name, one of the storefront's pages, or an https address checked
 * as the server checks it. Used by the ad form, the editor's block properties and the fitment screen.
 */
import { useStore } from '@nanostores/react';
import {
  article,
  LINK_KINDS,
  type Link,
  type LinkKind,
  product,
  type ResourceDef,
  STOREFRONT_PAGES,
  translate,
} from '@soundboard/contract';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { referenceSearch } from '../../resource/references';
import { useReferenceName } from '../../resource/use-reference-name';
import { $locale } from '../../stores/locale';
import { linkOfKind, shownLinkIssue } from './link-value';

const NONE = 'none';

/** What a record link may point to: only what the storefront shows. */
const RECORD_TARGETS: Partial<Record<LinkKind, { def: ResourceDef; filters: Record<string, string> }>> = {
  product: { def: product, filters: { status: 'on_sale' } },
  article: { def: article, filters: { status: 'published' } },
};

export interface LinkFieldProps {
  value: Link | null;
  onChange: (next: Link | null) => void;
  label: string;
  /** Offers "no link" (null), e.g. the launch screen's optional link. */
  optional?: boolean;
  /** A message from outside (the form's required check, the server's answer). */
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
}

export function LinkField({
  value,
  onChange,
  label,
  optional = false,
  errorMessage,
  isDisabled,
  isRequired,
}: LinkFieldProps) {
  const t = useT();
  const locale = useStore($locale);
  const issue = shownLinkIssue(value);
  const error = issue ? translate(locale, issue) : errorMessage;
  const kinds = [
    ...(optional ? [{ id: NONE, label: t('link.none') }] : []),
    ...LINK_KINDS.map((kind) => ({ id: kind, label: t(`link.kind.${kind}`) })),
  ];
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
      <legend className="mb-1 p-0 text-sm font-medium text-default">
        {isRequired && (
          <span aria-hidden="true" className="mr-0.5 text-danger-text">
            *
          </span>
        )}
        {label}
      </legend>
      {/* Side by side where the field is wide enough (a form), one below the other in a narrow panel. */}
      <div className="@container">
        <div className="grid gap-2 @md:grid-cols-[13rem_minmax(0,1fr)]">
          <Select
            aria-label={t('link.kindLabel')}
            options={kinds}
            placeholder={t('link.kindLabel')}
            value={value?.kind ?? (optional ? NONE : null)}
            isDisabled={isDisabled}
            onChange={(kind) => {
              if (kind === (value?.kind ?? NONE)) return;
              onChange(kind === null || kind === NONE ? null : linkOfKind(kind as LinkKind));
            }}
          />
          {value && (
            <LinkTarget
              link={value}
              onChange={onChange}
              errorMessage={error}
              isDisabled={isDisabled}
              isRequired={isRequired}
            />
          )}
        </div>
      </div>
      {!value && errorMessage && <span className="text-xs text-danger-text">{errorMessage}</span>}
    </fieldset>
  );
}

function LinkTarget({
  link,
  onChange,
  errorMessage,
  isDisabled,
  isRequired,
}: {
  link: Link;
  onChange: (next: Link) => void;
  errorMessage: string | undefined;
  isDisabled: boolean | undefined;
  isRequired: boolean | undefined;
}) {
  const t = useT();
  const record = RECORD_TARGETS[link.kind];
  const common = {
    'aria-label': t('link.target'),
    errorMessage,
    isInvalid: Boolean(errorMessage),
    isDisabled,
    isRequired,
  };
  if (record) return <RecordTarget link={link} onChange={onChange} {...record} {...common} />;
  if (link.kind === 'page')
    return (
      <Select
        {...common}
        options={STOREFRONT_PAGES.map((page) => ({ id: page, label: t(`link.page.${page}`) }))}
        value={link.target}
        onChange={(page) => onChange({ kind: 'page', target: page ?? '' })}
      />
    );
  return (
    <TextField
      {...common}
      type="url"
      placeholder="https://"
      value={link.target}
      onChange={(text) => onChange({ kind: link.kind, target: text.trim() })}
    />
  );
}

function RecordTarget({
  link,
  onChange,
  def,
  filters,
  ...props
}: {
  link: Link;
  onChange: (next: Link) => void;
  def: ResourceDef;
  filters: Record<string, string>;
  'aria-label': string;
  errorMessage: string | undefined;
  isInvalid: boolean;
  isDisabled: boolean | undefined;
  isRequired: boolean | undefined;
}) {
  const t = useT();
  const search = useMemo(() => referenceSearch(def, filters), [def, filters]);
  // The record just picked names itself; one known only by its id (an opened record) is looked up.
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  const known = picked !== null && picked.id === link.target;
  const fetched = useReferenceName(def, known ? undefined : link.target || undefined);
  return (
    <SearchSelect
      {...props}
      placeholder={t('resource.search')}
      value={link.target || null}
      selectedLabel={known ? picked.label : fetched}
      search={search}
      onChange={(id, option) => {
        setPicked(id && option ? { id, label: option.label } : null);
        onChange({ kind: link.kind, target: id ?? '' });
      }}
    />
  );
}
