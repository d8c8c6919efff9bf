/**
 * A list's search box that applies on Enter (not on every key, so a list is asked once per search): it keeps what
 * is typed, hands the trimmed text to `onSearch` on submit, and follows `value` when the filters are reset.
 */
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { useEffect, useState } from 'react';

export function SearchOnEnter({
  value,
  onSearch,
  label,
  placeholder,
  className,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <TextField label={label} placeholder={placeholder} type="search" value={typed} onChange={setTyped} />
    </form>
  );
}
