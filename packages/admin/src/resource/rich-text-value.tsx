/**
 * A rich-text field in a record's detail: its label and the formatted text through the kit's RichTextView. The
 * HTML is the server's, sanitised on every write (server content/sanitize.ts), the only kind the view may show.
 */
import { RichTextView } from '@soundboard/ui/content/rich-text-view.tsx';
import { useMaterialUrls } from './material-urls';

export function RichTextValue({ label, html }: { label: string; html: unknown }) {
  const resolve = useMaterialUrls();
  if (typeof html !== 'string' || html === '') return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-default">{label}</h3>
      <div className="rounded-md border border-subtle p-4">
        <RichTextView html={html} resolveMaterialUrl={resolve} />
      </div>
    </section>
  );
}
