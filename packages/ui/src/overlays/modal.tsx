/**
 * Modal dialog: a title, content and footer actions on a dimmed backdrop, centred. The overlay is the one Drawer
 * shares (overlay-panel.tsx): Escape and the close button close it, focus is trapped inside and restored to the
 * trigger on close, the rest is hidden from assistive tech. Use it controlled (isOpen / onOpenChange) or inside
 * `ModalTrigger` next to a button.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import { DialogTrigger } from 'react-aria-components';
import { OverlayPanel, type OverlayProps } from './overlay-panel';

/** Opens the modal placed inside it when its button is pressed (RAC DialogTrigger). */
export const ModalTrigger = DialogTrigger;

const panel = cva(
  'flex max-h-[calc(100%-64px)] w-full flex-col rounded-lg bg-elevated text-default shadow-xl outline-none',
  {
    variants: {
      size: { sm: 'max-w-[400px]', md: 'max-w-[520px]', lg: 'max-w-[800px]', full: 'max-w-[calc(100%-64px)]' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface ModalProps extends OverlayProps, VariantProps<typeof panel> {
  /** Escape always closes unless this is set. */
  isKeyboardDismissDisabled?: boolean;
  /** Hide the "×" in the header (e.g. a notice that must be acknowledged through its button). */
  hideCloseButton?: boolean;
  /** "alertdialog" for confirmations and error notices. */
  role?: 'dialog' | 'alertdialog';
}

export function Modal({ size, ...overlay }: ModalProps) {
  return (
    <OverlayPanel
      {...overlay}
      kind="modal"
      overlayClassName="fixed inset-0 z-(--sb-z-modal) flex items-center justify-center bg-mask p-4"
      panelClassName={panel({ size })}
    />
  );
}
