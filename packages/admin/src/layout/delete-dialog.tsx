/**
 * "Delete this?" for records the server may refuse to delete (a menu entry with children, a category that holds
 * records): the server's reason stays inside the dialog as an alert, so the user reads it where they asked.
 */
import { ConfirmDialog } from '@soundboard/ui/overlays/confirm-dialog.tsx';

export function DeleteDialog({
  title,
  okText,
  content,
  refusal,
  onConfirm,
  onClose,
}: {
  title: string;
  okText: string;
  content: string;
  /** The server's refusal of the last attempt, if any. */
  refusal: string | undefined;
  /** May reject (after setting `refusal`): the dialog then stays open. */
  onConfirm: () => unknown;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen
      danger
      status="warning"
      title={title}
      okText={okText}
      content={
        <div className="flex flex-col gap-3">
          <p>{content}</p>
          {refusal && (
            <p role="alert" className="text-danger-text">
              {refusal}
            </p>
          )}
        </div>
      }
      onConfirm={onConfirm}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    />
  );
}
