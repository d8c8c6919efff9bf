/**
 * The typography of rich text, in one place: the editor's writing area (RichTextEditor) and the read-only view
 * (RichTextView) both put `proseClassName` on the element that holds the HTML, so what an editor writes looks the
 * same where it is read. Descendant variants (`[&_h2]:…`) because the HTML is not ours to class; token utilities
 * only, so light, dark and the theme colour follow. The tags styled are the allow-list's (see rich-text.ts in the
 * contract); the media and product parts are drawn by the editor's node views and RichTextView, with
 * `productCardClassName` shared by both.
 */
const blocks = [
  'text-base text-default break-words',
  '[&>*+*]:mt-3',
  '[&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:mt-6',
  '[&_h3]:text-xl [&_h3]:font-semibold [&_h3]:mt-5',
  '[&_h4]:text-lg [&_h4]:font-semibold [&_h4]:mt-4',
  '[&>:first-child]:mt-0',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-strong [&_blockquote]:pl-4 [&_blockquote]:text-secondary',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>p]:my-0.5 [&_li]:my-0.5',
  '[&_hr]:my-6 [&_hr]:border-0 [&_hr]:border-t [&_hr]:border-default',
];

const inline = [
  '[&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_s]:line-through [&_u]:underline',
  '[&_code]:rounded-sm [&_code]:bg-fill-2 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-fill-2 [&_pre]:p-3 [&_pre]:font-mono [&_pre]:text-sm',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
];

const tables = [
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-default [&_th]:bg-fill-1 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-default [&_td]:px-2 [&_td]:py-1 [&_td]:align-top',
  '[&_th>p]:m-0 [&_td>p]:m-0',
];

const media = ['[&_img]:max-w-full [&_img]:h-auto [&_img]:rounded-md', '[&_audio]:w-full [&_audio]:max-w-md'];

/** Put on the element whose children are the rich text. */
export const proseClassName = [...blocks, ...inline, ...tables, ...media].join(' ');

/** A product card (`<figure data-product-id>`): the editor's node view and the read-only view draw it alike. */
export const productCardClassName =
  'flex items-center gap-3 rounded-md border border-default bg-surface px-3 py-2 text-sm text-default';
