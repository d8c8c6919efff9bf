/**
 * A product card: stored as `<figure data-product-id="3"><figcaption>name · SKU</figcaption></figure>` (the
 * caption keeps the text readable where no card is drawn). An atom block: selectable, and Backspace / Delete
 * remove it like one character.
 */
import { Node, NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { Package } from 'lucide-react';
import { cn } from '../lib/cn';
import { useEditorServices } from './editor-context';
import { productCardClassName } from './prose';

const ID = /^[1-9]\d{0,9}$/;

/** The caption a picked product gets. */
export function productCaption(product: { name: string; sku: string }): string {
  return product.sku ? `${product.name} · ${product.sku}` : product.name;
}

function ProductView({ node }: ReactNodeViewProps) {
  const { labels } = useEditorServices();
  const [name, sku] = String(node.attrs.caption ?? '').split(' · ');
  return (
    <NodeViewWrapper
      className={cn(
        productCardClassName,
        'my-3 max-w-md [.ProseMirror-selectednode_&]:outline-2 [.ProseMirror-selectednode_&]:outline-solid [.ProseMirror-selectednode_&]:outline-focus',
      )}
      data-product-card=""
    >
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-md bg-fill-2">
        <Package className="size-5 text-secondary" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-xs text-muted">{labels.productCard}</span>
        <span className="truncate font-medium">{name}</span>
        {sku && <span className="truncate font-mono text-xs text-secondary">{sku}</span>}
      </span>
    </NodeViewWrapper>
  );
}

export const ProductCard = Node.create({
  name: 'productCard',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      productId: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const id = element.getAttribute('data-product-id') ?? '';
          return ID.test(id) ? Number(id) : null;
        },
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-product-id': attributes.productId }),
      },
      caption: {
        default: '',
        parseHTML: (element: HTMLElement) => element.querySelector('figcaption')?.textContent?.trim() ?? '',
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML: () => [{ tag: 'figure[data-product-id]' }],
  renderHTML: ({ node, HTMLAttributes }) => ['figure', HTMLAttributes, ['figcaption', {}, String(node.attrs.caption)]],
  renderText: ({ node }) => String(node.attrs.caption),
  addNodeView: () => ReactNodeViewRenderer(ProductView),
});
