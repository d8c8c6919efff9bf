/** A titled part of a page (an h2 under the page's h1): a white band, or bare for a grid of cards. */
import { type ReactNode, useId } from 'react';
import { look } from '../look';

export function Section({ title, bare = false, children }: { title: string; bare?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={bare ? 'px-3 pt-2' : `px-4 py-3 ${look.card}`}>
      <h2 id={id} className={`mb-2 text-base font-semibold ${look.text}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
