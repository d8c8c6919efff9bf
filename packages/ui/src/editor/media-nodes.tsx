/**
 * Images and audio from the media library: stored as `<img data-material-id="12" alt="…">` and
 * `<audio data-material-id="7" controls>` (no URL: whoever shows the text resolves the id). In the editor each is
 * an atom block drawn with the URL the caller's resolveMaterialUrl gives, selectable and deleted like a character.
 */
import { mergeAttributes, Node, NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../lib/cn';
import { useEditorServices } from './editor-context';

const ID = /^[1-9]\d{0,9}$/;

function idAttribute() {
  return {
    default: null,
    parseHTML: (element: HTMLElement) => {
      const id = element.getAttribute('data-material-id') ?? '';
      return ID.test(id) ? Number(id) : null;
    },
    renderHTML: (attributes: Record<string, unknown>) => ({ 'data-material-id': attributes.materialId }),
  };
}

/** The URL for a material id, or 'failed'; undefined while it is being resolved. */
function useMaterialUrl(id: number | null) {
  const { resolveMaterialUrl } = useEditorServices();
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    setUrl(undefined);
    if (id == null || !resolveMaterialUrl) return setUrl('failed');
    resolveMaterialUrl(id).then(
      (resolved) => live && setUrl(resolved),
      () => live && setUrl('failed'),
    );
    return () => {
      live = false;
    };
  }, [id, resolveMaterialUrl]);
  return url;
}

const frame =
  'my-3 rounded-md outline-none [.ProseMirror-selectednode_&]:outline-2 [.ProseMirror-selectednode_&]:outline-solid [.ProseMirror-selectednode_&]:outline-focus';

function Failed({ label }: { label: string }) {
  return (
    <span className="flex items-center gap-2 rounded-md border border-dashed border-default px-3 py-4 text-sm text-muted">
      <ImageOff aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

function ImageView({ node }: ReactNodeViewProps) {
  const { labels } = useEditorServices();
  const url = useMaterialUrl(node.attrs.materialId);
  const alt: string = node.attrs.alt ?? '';
  return (
    <NodeViewWrapper className={cn(frame, 'w-fit max-w-full')} data-drag-handle="">
      {url === 'failed' ? (
        <Failed label={`${labels.mediaFailed}${alt ? ` (${alt})` : ''}`} />
      ) : url ? (
        <img src={url} alt={alt} className="block h-auto max-w-full rounded-md" />
      ) : (
        <span
          role="img"
          aria-label={labels.imageLoading}
          className="block h-32 w-48 animate-pulse rounded-md bg-fill-2"
        />
      )}
    </NodeViewWrapper>
  );
}

function AudioView({ node }: ReactNodeViewProps) {
  const { labels } = useEditorServices();
  const url = useMaterialUrl(node.attrs.materialId);
  return (
    <NodeViewWrapper className={cn(frame, 'w-full max-w-md p-1')}>
      {url === 'failed' ? (
        <Failed label={labels.mediaFailed} />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: library audio (music, announcements) has no caption track.
        <audio controls src={url} preload="metadata" className="block w-full" />
      )}
    </NodeViewWrapper>
  );
}

export const MaterialImage = Node.create({
  name: 'materialImage',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      materialId: idAttribute(),
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML: () => [{ tag: 'img[data-material-id]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
  addNodeView: () => ReactNodeViewRenderer(ImageView),
});

export const MaterialAudio = Node.create({
  name: 'materialAudio',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes: () => ({ materialId: idAttribute() }),
  parseHTML: () => [{ tag: 'audio[data-material-id]' }],
  renderHTML: ({ HTMLAttributes }) => ['audio', mergeAttributes(HTMLAttributes, { controls: '' })],
  addNodeView: () => ReactNodeViewRenderer(AudioView),
});
