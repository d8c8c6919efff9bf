/**
 * The slug's text field: it tells the editor when the user writes in it, so the suggestion from the title stops
 * overwriting it (the form's own changes, the suggestion among them, do not count).
 */
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';

export function ArticleSlugField({
  onUserEdit,
  onChange,
  ...props
}: { onUserEdit: () => void; onChange?: (value: string) => void } & Record<string, unknown>) {
  return (
    <TextField
      {...props}
      onChange={(value: string) => {
        onUserEdit();
        onChange?.(value);
      }}
    />
  );
}
