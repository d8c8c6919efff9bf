/**
 * Answer shapes of the decoration routes written by hand: a home template's draft, versions, activation, copy,
 * preview link and resolved preview, and the storefront fitment's draft and versions; see ./hand-outputs.ts for the
 * rules. The documents name their top level; their blocks stay open, as the storefront's home in ./hand-outputs.ts.
 */
import {
  API_BASE,
  DOCUMENT_SCHEMA_VERSION,
  FITMENT_PATH,
  FITMENT_SCHEMA_VERSION,
  type FitmentDocument,
  type FitmentDraft,
  type FitmentVersion,
  HOME_TEMPLATES_PATH,
  type HomeDocument,
  homeTemplate,
  type PreviewLink,
  type ResolvedDocument,
  type TemplateDraft,
  type TemplateVersion,
  type TemplateVersionSummary,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';
import { recordSchema } from './resource-output';

const T = `${API_BASE}${HOME_TEMPLATES_PATH}`;
const F = `${API_BASE}${FITMENT_PATH}`;

const homeDocument = shape<HomeDocument>()({
  schemaVersion: v.literal(DOCUMENT_SCHEMA_VERSION),
  pages: v.array(v.looseObject({})),
});

const fitmentDocument = shape<FitmentDocument>()({
  schemaVersion: v.literal(FITMENT_SCHEMA_VERSION),
  themeColor: v.string(),
  tabBar: v.looseObject({ items: v.array(v.looseObject({})) }),
  mine: v.looseObject({}),
  launch: v.looseObject({}),
});

const draftEntries = {
  draftVersion: v.number(),
  savedAt: v.string(),
  savedBy: nullableString,
  unpublishedChanges: v.boolean(),
};

const summaryEntries = {
  number: v.number(),
  publishedAt: v.string(),
  publishedBy: nullableString,
  note: v.string(),
};
const summaries = v.array(shape<TemplateVersionSummary>()(summaryEntries));
const summary = shape<TemplateVersionSummary>()(summaryEntries);

const templateDraft = shape<TemplateDraft>()({ document: homeDocument, ...draftEntries });
const fitmentDraft = shape<FitmentDraft>()({ document: fitmentDocument, ...draftEntries });

export const DECORATION_OUTPUTS: Record<string, Schema> = {
  [`GET ${T}/:id{[0-9]+}/draft`]: templateDraft,
  [`PUT ${T}/:id{[0-9]+}/draft`]: templateDraft,
  [`POST ${T}/:id{[0-9]+}/publish`]: summary,
  [`GET ${T}/:id{[0-9]+}/versions`]: summaries,
  [`GET ${T}/:id{[0-9]+}/versions/:number{[0-9]+}`]: shape<TemplateVersion>()({
    ...summaryEntries,
    document: homeDocument,
  }),
  [`POST ${T}/:id{[0-9]+}/versions/:number{[0-9]+}/restore`]: templateDraft,
  [`POST ${T}/:id{[0-9]+}/activate`]: v.null(),
  [`POST ${T}/:id{[0-9]+}/copy`]: recordSchema(homeTemplate, 'detail'),
  [`POST ${T}/resolve`]: shape<ResolvedDocument>()({
    document: homeDocument,
    media: v.record(v.string(), v.looseObject({})),
    products: v.record(v.string(), v.looseObject({})),
    stores: v.record(v.string(), v.looseObject({})),
    grids: v.record(v.string(), v.array(v.number())),
    defaultStoreId: nullableNumber,
  }),
  [`POST ${T}/:id{[0-9]+}/preview-link`]: shape<PreviewLink>()({
    url: v.string(),
    token: v.string(),
    expiresAt: v.string(),
  }),
  [`GET ${F}/draft`]: fitmentDraft,
  [`PUT ${F}/draft`]: fitmentDraft,
  [`POST ${F}/publish`]: summary,
  [`GET ${F}/versions`]: summaries,
  [`GET ${F}/versions/:number{[0-9]+}`]: shape<FitmentVersion>()({ ...summaryEntries, document: fitmentDocument }),
  [`POST ${F}/versions/:number{[0-9]+}/restore`]: fitmentDraft,
};
