/**
 * Answer shapes of hand-written routes: the media library. See ./hand-outputs.ts for the rules; keyed
 * `METHOD path` exactly as the router lists them.
 */
import {
  API_BASE,
  MATERIAL_KINDS,
  MATERIAL_VISIBILITIES,
  MATERIALS_PATH,
  type Material,
  type MaterialDetail,
  type MaterialPage,
  type MaterialUploaded,
  type MaterialUsage,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';

const B = API_BASE;

const material = shape<Material>()({
  id: v.number(),
  kind: v.picklist(MATERIAL_KINDS),
  mime: v.string(),
  name: v.string(),
  size: v.number(),
  hash: v.string(),
  categoryId: nullableNumber,
  tags: v.array(v.string()),
  width: nullableNumber,
  height: nullableNumber,
  duration: nullableNumber,
  peaks: v.optional(v.nullable(v.array(v.number()))),
  visibility: v.picklist(MATERIAL_VISIBILITIES),
  readPermission: nullableString,
  usageCount: v.number(),
  createdAt: v.string(),
  createdBy: nullableString,
  updatedAt: v.string(),
  version: v.number(),
});
const materialUsage = shape<MaterialUsage>()({
  entity: v.string(),
  entityId: v.number(),
  field: v.string(),
  label: v.string(),
});
const materialUploaded = shape<MaterialUploaded>()({ material, existing: v.boolean() });

/** The media library. */
export const MEDIA_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}${MATERIALS_PATH}`]: shape<MaterialPage>()({ list: v.array(material), total: v.number() }),
  [`GET ${B}${MATERIALS_PATH}/tags`]: v.array(v.string()),
  [`GET ${B}${MATERIALS_PATH}/limits`]: v.record(v.picklist(MATERIAL_KINDS), v.number()),
  [`GET ${B}${MATERIALS_PATH}/:id`]: shape<MaterialDetail>()({ ...material.entries, usages: v.array(materialUsage) }),
  [`POST ${B}${MATERIALS_PATH}`]: materialUploaded,
  [`PUT ${B}${MATERIALS_PATH}/:id`]: material,
  [`POST ${B}${MATERIALS_PATH}/:id/replace`]: material,
  [`DELETE ${B}${MATERIALS_PATH}/:id`]: v.null(),
  [`POST ${B}${MATERIALS_PATH}/bulk-move`]: v.null(),
  [`POST ${B}${MATERIALS_PATH}/bulk-delete`]: v.null(),
};
