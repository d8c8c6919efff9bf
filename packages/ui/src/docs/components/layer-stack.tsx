/** Z-index docs: the stacking layers, lowest first, with what sits on each (values from the tokens). */
import type { ZLayer } from '@soundboard/tokens';
import { catalog } from './catalog';
import { DocPanel, TokenTable } from './doc-panel';

/** What the kit puts on each layer (by the `z-(--sb-z-…)` class in its components). */
export const LAYER_USE: Record<string, string> = {
  base: 'The page itself',
  sticky: 'The settings floating button (things that stay while the page scrolls)',
  navbar: "The admin's fixed navbar",
  drawer: 'Drawer and its mask',
  modal: 'Modal, confirm dialog and their mask',
  popover: 'Popover, menu, select list, date picker, tooltip (open above a modal)',
  toast: 'Toasts and notifications (seen above any dialog)',
  progress: 'The top loading bar',
};

export function LayerTable() {
  return (
    <TokenTable
      caption="Layers, lowest first"
      rows={catalog.zLayers}
      rowKey={(layer) => layer.variable}
      columns={[
        { header: 'Layer', cell: (layer: ZLayer) => layer.name, mono: true },
        { header: 'Class', cell: (layer) => `z-(${layer.variable})`, mono: true },
        { header: 'z-index', cell: (layer) => layer.value, mono: true },
        { header: 'Used for', cell: (layer) => LAYER_USE[layer.name] ?? '' },
      ]}
    />
  );
}

/** The layers drawn as overlapping cards: each higher one covers the one before it. */
export function LayerStack() {
  return (
    <DocPanel>
      <ol aria-label="Layers stacked" className="relative isolate m-0 h-72 list-none p-0">
        {catalog.zLayers.map((layer, i) => (
          <li
            key={layer.variable}
            className="absolute flex h-16 w-44 items-start rounded-md border border-strong bg-elevated p-2 font-mono text-xs text-default shadow-md"
            style={{ left: `${i * 3}rem`, top: `${i * 2}rem`, zIndex: layer.order }}
          >
            {layer.name} · {layer.value}
          </li>
        ))}
      </ol>
    </DocPanel>
  );
}
