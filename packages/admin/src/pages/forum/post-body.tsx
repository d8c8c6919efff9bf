/**
 * A post's body: HTML the server sanitised on every write (contract content/rich-text.ts allow-list), in the
 * kit's prose typography. Never give it anything that did not come from the server's sanitiser.
 */
import { proseClassName } from '@soundboard/ui/editor/prose.ts';
import { cn } from '@soundboard/ui/lib/cn.ts';

export function PostBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(proseClassName, 'break-words', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
