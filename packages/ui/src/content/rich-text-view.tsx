/**
 * RichTextView: shows rich text read-only with the editor's typography (editor/prose.ts), without loading the
 * editor — lists, previews and the forum thread use it. `html` MUST be HTML the server has sanitised (contract
 * content/rich-text.ts, server content/sanitize.ts): it is inserted as is, so unsanitised input here would be an
 * XSS hole. Media are named by material id (`data-material-id`, no src is stored): `resolveMaterialUrl` turns
 * each id into something the browser can load (the admin fetches with its token and hands back an object URL),
 * filled in after render. Product cards (`figure[data-product-id]`) are drawn as cards, linked through
 * `productHref` when given.
 */
import { useEffect, useRef } from 'react';
import { productCardClassName, proseClassName } from '../editor/prose';
import { cn } from '../lib/cn';

export interface RichTextViewProps {
  /** Sanitised HTML only (see above). */
  html: string;
  /** A loadable URL for a material id; a rejected promise leaves that image or audio without a source. */
  resolveMaterialUrl?: (id: number) => Promise<string>;
  /** Where a product card links to; without it (or for undefined) the card is not a link. */
  productHref?: (id: number) => string | undefined;
  className?: string;
}

const materialId = (element: Element) => Number(element.getAttribute('data-material-id'));

/** Gives each material element its source once resolved (unless the text changed meanwhile). */
function fillMedia(root: HTMLElement, resolve: (id: number) => Promise<string>, isCurrent: () => boolean) {
  for (const element of root.querySelectorAll<HTMLImageElement | HTMLAudioElement>(
    'img[data-material-id], audio[data-material-id]',
  )) {
    const id = materialId(element);
    if (!Number.isInteger(id) || id < 1) continue;
    resolve(id)
      .then((url) => {
        if (isCurrent()) element.src = url;
      })
      .catch(() => undefined);
  }
}

function drawProducts(root: HTMLElement, productHref: ((id: number) => string | undefined) | undefined) {
  for (const figure of root.querySelectorAll<HTMLElement>('figure[data-product-id]')) {
    figure.className = productCardClassName;
    figure.setAttribute('data-slot', 'product-card');
    const href = productHref?.(Number(figure.getAttribute('data-product-id')));
    const caption = figure.querySelector('figcaption');
    if (!href || !caption || caption.querySelector('a')) continue;
    const link = document.createElement('a');
    link.href = href;
    link.append(...caption.childNodes);
    caption.append(link);
  }
}

export function RichTextView({ html, resolveMaterialUrl, productHref, className }: RichTextViewProps) {
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new HTML means new elements to fill
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let current = true;
    drawProducts(element, productHref);
    if (resolveMaterialUrl) fillMedia(element, resolveMaterialUrl, () => current);
    return () => {
      current = false;
    };
  }, [html, resolveMaterialUrl, productHref]);
  return (
    <div
      ref={root}
      data-slot="rich-text"
      className={cn(
        proseClassName,
        // Until its source arrives an image keeps a quiet placeholder box instead of a broken-image icon.
        '[&_img:not([src])]:inline-block [&_img:not([src])]:min-h-24 [&_img:not([src])]:min-w-32 [&_img:not([src])]:bg-fill-2',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitiser has cut this HTML to the allow-list (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
