/** A card of the fitment form with its heading (the heading names the region for assistive technology). */
import { type ReactNode, useId } from 'react';

export function FitmentSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <h2 id={id} className="m-0 text-base font-semibold text-default">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What every section gets: the document, a change (an updater), the issues by path and read-only. */
export interface SectionProps<T> {
  value: T;
  onChange: (update: (current: T) => T) => void;
  issues: Record<string, string>;
  readOnly: boolean;
}
