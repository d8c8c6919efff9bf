/**
 * The media library (materials, /store/material): uploaded images, audio, video and documents, filed in the
 * `material` category tree. Files are judged by their bytes, never by the declared type or the name; a file whose
 * content is already in the library is not stored twice (the upload answers with the existing material). Every
 * reference from another record is recorded as a usage, and a used material cannot be deleted.
 */
import * as v from 'valibot';

export const MATERIAL_KINDS = ['image', 'audio', 'video', 'document'] as const;

/**
 * A stored image's second size: its thumbnail's longer side in px, drawn at upload (a picture no larger is its own
 * thumbnail). The library's grid and the storefront's small pictures and srcset use it.
 */
export const THUMBNAIL_SIDE = 320;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/**
 * Who may see a material's bytes: `public` may be shown on public pages (storefront, published articles and forum
 * posts, served anonymously); `internal` only to signed-in staff; `restricted` only to holders of the material's
 * `readPermission` (finance:read for payment proofs), and to no one else, not even in the library's list.
 * Content shown publicly may name only public materials. The library offers public and internal; restricted is
 * set where such files are attached (a withdrawal's payment proof).
 */
export const MATERIAL_VISIBILITIES = ['public', 'internal', 'restricted'] as const;
export type MaterialVisibility = (typeof MATERIAL_VISIBILITIES)[number];
/** What the library's upload and edit forms choose from. */
export const LIBRARY_VISIBILITIES = ['public', 'internal'] as const;
export type LibraryVisibility = (typeof LIBRARY_VISIBILITIES)[number];
/**
 * Resources whose pictures and rich text the public pages show (published articles and forum topics, the
 * storefront's ads, products and stores), like every storefront document: they may name public materials only.
 * The server refuses others on write; the admin's library picker lists only public ones for their fields.
 */
export const SHOWN_PUBLICLY_RESOURCES: ReadonlySet<string> = new Set([
  'article',
  'forumTopic',
  'advertisement',
  'product',
  'store',
]);
/** The permission a payment proof is restricted to. */
export const PROOF_READ_PERMISSION = 'finance:read';

/** The content types the library accepts, by kind (what the server's sniffing may answer). SVG is sanitised. */
export const MATERIAL_MIMES = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
  audio: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav', 'audio/flac'],
  video: ['video/mp4', 'video/webm'],
  document: ['application/pdf'],
} as const satisfies Record<MaterialKind, readonly string[]>;
export type MaterialMime = (typeof MATERIAL_MIMES)[MaterialKind][number];

export function kindOfMime(mime: string): MaterialKind | undefined {
  return (Object.keys(MATERIAL_MIMES) as MaterialKind[]).find((kind) =>
    (MATERIAL_MIMES[kind] as readonly string[]).includes(mime),
  );
}

/** The picker's and the upload button's `accept` list per kind (a hint to the browser; the server decides). */
export const MATERIAL_ACCEPT: Record<MaterialKind, string[]> = {
  image: ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.svg'],
  audio: ['.mp3', '.m4a', '.aac', '.ogg', '.opus', '.wav', '.flac'],
  video: ['.mp4', '.webm'],
  document: ['.pdf'],
};

/** The configuration key (group `media`) holding a kind's size limit in MiB. */
export const MATERIAL_LIMIT_KEYS = {
  image: 'media.imageMaxMb',
  audio: 'media.audioMaxMb',
  video: 'media.videoMaxMb',
  document: 'media.documentMaxMb',
} as const satisfies Record<MaterialKind, string>;

/** Each kind's upload size limit in bytes (the configuration's MiB values, as the server holds files to them). */
export type MaterialLimits = Record<MaterialKind, number>;

/** Where a material's bytes are served (admin token required): GET, with Range, ETag and Cache-Control: private. */
export const materialFileUrl = (id: number) => `/behind/files/${id}`;
/** Its thumbnail (images only; other kinds answer 404). */
export const materialThumbUrl = (id: number) => `/behind/files/${id}/thumb`;

/**
 * API (under /behind):
 * - GET    MATERIALS_PATH?kind&categoryId&tag&from&to&q&unused&page&pageSize&sort  → MaterialPage
 * - POST   MATERIALS_PATH (multipart: file, meta = JSON MaterialUploadMeta; thumbnail for images) → MaterialUploaded
 * - GET    MATERIALS_PATH/:id → MaterialDetail;  PUT MATERIALS_PATH/:id (MaterialEdit) → Material
 * - POST   MATERIALS_PATH/:id/replace (multipart as upload) → Material (same id, new content)
 * - DELETE MATERIALS_PATH/:id;  POST MATERIALS_PATH/bulk-move (MaterialBulkMove); POST MATERIALS_PATH/bulk-delete
 *   (MaterialBulkDelete: all or nothing; refused with the used ones listed)
 * - GET    MATERIALS_PATH/tags → string[] (every tag in use, for the filter)
 * - GET    MATERIALS_PATH/limits → MaterialLimits (material:read: the upload screen refuses a too-large file before
 *   sending it, without the configuration's config:read)
 */
export const MATERIALS_PATH = '/materials';
export const MATERIAL_PAGE_SIZES = [24, 48, 96] as const;
export const MATERIAL_TAG_MAX = 10;
export const MATERIAL_PEAKS_MAX = 2000;

const id = v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'));
const materialName = v.pipe(
  v.string('validation.type'),
  v.trim(),
  v.minLength(1, 'validation.required'),
  v.maxLength(120, 'validation.max'),
);
const tags = v.pipe(
  v.array(
    v.pipe(
      v.string('validation.type'),
      v.trim(),
      v.minLength(1, 'validation.required'),
      v.maxLength(20, 'validation.max'),
    ),
  ),
  v.maxLength(MATERIAL_TAG_MAX, 'validation.tooMany'),
);

/** What the browser sends beside the file: audio duration and waveform peaks are computed there (Web Audio). */
export const materialUploadMetaSchema = v.strictObject({
  name: v.optional(materialName),
  categoryId: v.optional(v.nullable(id)),
  tags: v.optional(tags),
  /** Audio and video: seconds. */
  duration: v.optional(
    v.pipe(v.number('validation.type'), v.minValue(0, 'validation.type'), v.maxValue(86_400, 'validation.type')),
  ),
  /** Public (the default: what the library is for) or internal. */
  visibility: v.optional(v.picklist(LIBRARY_VISIBILITIES, 'validation.invalid')),
  /** Audio: peak amplitudes 0..1, evenly spaced over the duration. */
  peaks: v.optional(
    v.pipe(
      v.array(v.pipe(v.number('validation.type'), v.minValue(0, 'validation.type'), v.maxValue(1, 'validation.type'))),
      v.maxLength(MATERIAL_PEAKS_MAX, 'validation.tooMany'),
    ),
  ),
});
export type MaterialUploadMeta = v.InferOutput<typeof materialUploadMetaSchema>;

export const materialEditSchema = v.strictObject({
  name: materialName,
  categoryId: v.nullable(id),
  tags,
  /** Left out: unchanged (a restricted one stays restricted). */
  visibility: v.optional(v.picklist(LIBRARY_VISIBILITIES, 'validation.invalid')),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type MaterialEdit = v.InferOutput<typeof materialEditSchema>;

export const materialBulkMoveSchema = v.strictObject({
  ids: v.pipe(v.array(id), v.minLength(1, 'validation.required'), v.maxLength(500, 'validation.tooMany')),
  categoryId: v.nullable(id),
});
export const materialBulkDeleteSchema = v.strictObject({
  ids: v.pipe(v.array(id), v.minLength(1, 'validation.required'), v.maxLength(500, 'validation.tooMany')),
});

/** List orders: newest first by default. */
export const MATERIAL_SORTS = ['-createdAt', 'createdAt', 'name', '-name', 'size', '-size'] as const;
export type MaterialSort = (typeof MATERIAL_SORTS)[number];

/** A company calendar day in a query (YYYY-MM-DD), checked to exist. */
export const queryDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date'),
  v.check((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'validation.date'),
);

/**
 * GET MATERIALS_PATH's query (strings in the URL): `categoryId=n` lists the materials filed in that node and in
 * every node under it (a folder shows its sub-folders' files; the tree's CategoryNode.count still counts only
 * those filed directly), `categoryId=none` unfiled materials, `unused=1` unused ones, `visibility=public` only
 * those of that visibility (the picker of a field shown on public pages).
 */
export const materialListQuery = v.strictObject({
  kind: v.optional(v.picklist(MATERIAL_KINDS, 'validation.invalid')),
  categoryId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(none|[1-9]\d{0,8})$/, 'validation.invalid'),
      v.transform((text): number | 'none' => (text === 'none' ? 'none' : Number(text))),
    ),
  ),
  tag: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'validation.required'), v.maxLength(20, 'validation.max')),
  ),
  /** Created on or after / on or before this company calendar day (YYYY-MM-DD). */
  from: v.optional(queryDay),
  to: v.optional(queryDay),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.tooLong'))),
  unused: v.optional(v.picklist(['1', '0'], 'validation.invalid')),
  visibility: v.optional(v.picklist(MATERIAL_VISIBILITIES, 'validation.invalid')),
  sort: v.optional(v.picklist(MATERIAL_SORTS, 'validation.sort')),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'validation.invalid'), v.transform(Number))),
  pageSize: v.optional(
    v.pipe(
      v.picklist(MATERIAL_PAGE_SIZES.map(String), 'validation.invalid'),
      v.transform((text) => Number(text) as (typeof MATERIAL_PAGE_SIZES)[number]),
    ),
  ),
});
export type MaterialListQuery = v.InferOutput<typeof materialListQuery>;

export interface Material {
  id: number;
  kind: MaterialKind;
  mime: string;
  name: string;
  size: number;
  /** SHA-256 of the content, hex: also the file's ETag. */
  hash: string;
  categoryId: number | null;
  tags: string[];
  width: number | null;
  height: number | null;
  /** Seconds (audio, video). */
  duration: number | null;
  /** Audio only, in the detail; lists leave it out. */
  peaks?: number[] | null;
  visibility: MaterialVisibility;
  /** The permission a restricted material needs; null otherwise. */
  readPermission: string | null;
  usageCount: number;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  version: number;
}

/** A record that refers to a material: `entity` is a resource name or a module's record kind. */
export interface MaterialUsage {
  entity: string;
  entityId: number;
  /** The field holding the reference (e.g. `images`). */
  field: string;
  /** The record's display label (a product's SKU and name), when it can be read. */
  label: string;
}

export interface MaterialDetail extends Material {
  usages: MaterialUsage[];
}

export interface MaterialPage {
  list: Material[];
  total: number;
}

/** `existing`: the same content was already in the library, and this is that material (nothing stored). */
export interface MaterialUploaded {
  material: Material;
  existing: boolean;
}
