/**
 * A post's body: HTML the server sanitised on every write (contract content/rich-text.ts allow-list), through
 * the kit's RichTextView, with images and audio fetched with the admin token as object URLs released when the
 * post goes. Never give it anything that did not come from the server's sanitiser.
 */
import { RichTextView } from '@soundboard/ui/content/rich-text-view.tsx';
import { useMaterialUrls } from '../../resource/material-urls';

export function PostBody({ html, className }: { html: string; className?: string }) {
  const resolve = useMaterialUrls();
  return <RichTextView html={html} resolveMaterialUrl={resolve} className={className} />;
}
