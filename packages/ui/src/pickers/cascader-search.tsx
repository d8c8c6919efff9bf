/**
 * The Cascader's search results: full leaf paths matching the query. The caller caps the list (RAC's Virtualizer
 * reads `process.env` at run time, which the vitest browser projects do not define for react-stately).
 */
import { ListBox, ListBoxItem } from 'react-aria-components';
import type { LeafPath } from './cascader-tree';
import { optionClass } from './list-parts';

export interface CascaderSearchResultsProps {
  results: LeafPath[];
  label: string;
  onChoose: (path: string[]) => void;
}

export function CascaderSearchResults({ results, label, onChoose }: CascaderSearchResultsProps) {
  return (
    <ListBox
      aria-label={label}
      data-slot="search-results"
      items={results.map((path) => ({ id: path.ids.join('/'), ...path }))}
      onAction={(key) => {
        const hit = results.find((path) => path.ids.join('/') === key);
        if (hit) onChoose(hit.ids);
      }}
      className="max-h-72 w-96 max-w-[90vw] overflow-auto p-1 outline-none"
    >
      {(path) => (
        <ListBoxItem id={path.id} textValue={path.label} className={optionClass}>
          <span className="truncate">{path.label}</span>
        </ListBoxItem>
      )}
    </ListBox>
  );
}
