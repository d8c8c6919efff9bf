/**
 * The four kinds of material the kit knows (the contract's MATERIAL_KINDS, repeated here because the kit does not
 * import the contract), their words in both languages and the icon a card shows when it has no thumbnail.
 */
import { File, FileText, Image, Music, Video } from 'lucide-react';
import { defineMessages } from '../i18n/messages';

export type MaterialKind = 'image' | 'audio' | 'video' | 'document';

export const materialKindMessages = defineMessages({
  'zh-CN': { image: '图片', audio: '音频', video: '视频', document: '文档' },
  'en-US': { image: 'Image', audio: 'Audio', video: 'Video', document: 'Document' },
});

const ICONS = { image: Image, audio: Music, video: Video, document: FileText };

export function MaterialKindIcon({ kind, className }: { kind: string; className?: string }) {
  const Icon = ICONS[kind as MaterialKind] ?? File;
  return <Icon aria-hidden="true" className={className} />;
}
