/** The import dialog (work in progress: preview, mapping and result come next). */
import type { ResourceDef } from '@soundboard/contract';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useT } from '../i18n/use-t';

export interface ImportDialogProps {
  def: ResourceDef;
  onClose: () => void;
  onDone: () => void;
}

export default function ImportDialog({ onClose }: ImportDialogProps) {
  const t = useT();
  return <Modal title={t('resource.import')} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="lg" />;
}
