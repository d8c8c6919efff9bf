/** Icons docs: every icon the kit exports, with a text filter (kit name or lucide name). */
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import * as icons from '../../icons/icons';
import { Icon } from '../../icons/icons';
import { TextField } from '../../inputs/text-field';
import { DocPanel } from './doc-panel';
import { filterIcons, iconEntries } from './icon-filter';

const ENTRIES = iconEntries<LucideIcon>(icons);

export function IconGallery() {
  const [query, setQuery] = useState('');
  const shown = filterIcons(ENTRIES, query);
  return (
    <DocPanel className="flex flex-col gap-3">
      <TextField
        label="Filter icons"
        description="By the kit's name (IconSort) or lucide's (ArrowUpDown)"
        placeholder="e.g. arrow, user, chart"
        type="search"
        value={query}
        onChange={setQuery}
        className="max-w-80"
      />
      <p role="status" className="m-0 text-sm text-muted">
        {shown.length} of {ENTRIES.length} icons
      </p>
      <ul aria-label="Icons" className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2 p-0">
        {shown.map((entry) => (
          <li
            key={entry.name}
            data-icon={entry.name}
            className="flex flex-col items-center gap-1 rounded-md border border-subtle p-3 text-center text-default"
          >
            <Icon icon={entry.glyph} size="lg" />
            <span className="font-mono text-xs">{entry.name}</span>
            <span className="text-xs text-muted">{entry.lucideName}</span>
          </li>
        ))}
      </ul>
    </DocPanel>
  );
}
