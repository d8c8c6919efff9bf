/**
 * The editor's schema: exactly what the rich-text allow-list keeps (see allowed-html.ts), nothing more — headings
 * h2–h4 only (the article's title is its h1), links limited to http(s), mailto: and site paths, tables, and the
 * library's images and audio and product cards as atoms named by id.
 */
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from './allowed-html';
import { MaterialAudio, MaterialImage } from './media-nodes';
import { ProductCard } from './product-node';

export function editorExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLink(url),
      },
      codeBlock: { defaultLanguage: null },
    }),
    TableKit.configure({ table: { resizable: false } }),
    MaterialImage,
    MaterialAudio,
    ProductCard,
    Placeholder.configure({ placeholder }),
  ];
}
