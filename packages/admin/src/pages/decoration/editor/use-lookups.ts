/**
 * What the canvas's blocks refer to (products of the grids, media URLs, stores), looked up by the server's
 * resolver for the page being edited, a pause after the last change. A page the contract would refuse is not
 * sent (the blocks keep the previous lookups until it is valid again).
 */
import {
  type DecorationPage,
  DOCUMENT_SCHEMA_VERSION,
  type HomeDocument,
  type ResolvedDocument,
  validateDocument,
} from '@soundboard/contract';
import type { StorefrontLookups } from '@soundboard/ui/storefront/types.ts';
import { useEffect, useState } from 'react';
import { decorationApi } from '../../../api/decoration';

const PAUSE_MS = 500;

export const NO_LOOKUPS: StorefrontLookups = { media: {}, products: {}, stores: {}, grids: {}, defaultStoreId: null };

export function lookupsOf(resolved: ResolvedDocument): StorefrontLookups {
  const { media, products, stores, grids, defaultStoreId } = resolved;
  return { media, products, stores, grids, defaultStoreId };
}

/** Resolves a whole document (a version, the preview) once. */
export async function resolveLookups(document: HomeDocument): Promise<StorefrontLookups> {
  return lookupsOf(await decorationApi.resolve(document));
}

export function usePageLookups(page: DecorationPage | undefined): StorefrontLookups {
  const [lookups, setLookups] = useState<StorefrontLookups>(NO_LOOKUPS);
  const key = page ? JSON.stringify(page) : '';
  useEffect(() => {
    if (!page) return;
    const document: HomeDocument = { schemaVersion: DOCUMENT_SCHEMA_VERSION, pages: [page] };
    if (!validateDocument(document).ok) return;
    let current = true;
    const timer = setTimeout(() => {
      resolveLookups(document).then(
        (next) => current && setLookups(next),
        () => undefined, // the request layer has said why; the blocks keep what they showed
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return lookups;
}
