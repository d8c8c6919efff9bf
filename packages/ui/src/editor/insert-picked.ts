/** Puts what a library picker chose at the cursor, as the node the allow-list names it by. */
import type { Editor } from '@tiptap/react';
import { productCaption } from './product-node';

export type PickedKind = 'image' | 'audio' | 'product';

export function insertPicked(editor: Editor, kind: PickedKind, value: unknown) {
  const picked = value as { id: number; alt?: string; name?: string; sku?: string };
  const node =
    kind === 'image'
      ? { type: 'materialImage', attrs: { materialId: picked.id, alt: picked.alt ?? '' } }
      : kind === 'audio'
        ? { type: 'materialAudio', attrs: { materialId: picked.id } }
        : {
            type: 'productCard',
            attrs: {
              productId: picked.id,
              caption: productCaption({ name: picked.name ?? '', sku: picked.sku ?? '' }),
            },
          };
  editor.chain().focus().insertContent(node).run();
}
