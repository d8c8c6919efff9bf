/** Colour docs: each foreground/background role pair's WCAG contrast ratio in both themes, computed from the tokens. */
import { catalog } from './catalog';
import { type ContrastCell, type ContrastPair, type ContrastRow, contrastRows, formatRatio } from './contrast-rows';
import { TokenTable } from './doc-panel';

/** Text pairs as text on the background; the focus ring (non-text) as a ring around a box on it. */
function Sample({ cell, kind }: { cell: ContrastCell; kind: ContrastPair['kind'] }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-7 w-14 shrink-0 items-center justify-center rounded-md border border-default text-sm font-medium"
      style={{ backgroundColor: cell.background, color: cell.foreground }}
    >
      {kind === 'non-text' ? (
        <span
          className="h-3.5 w-8 rounded-sm"
          style={{ outline: `2px solid ${cell.foreground}`, outlineOffset: '1px' }}
        />
      ) : (
        'Aa 字'
      )}
    </span>
  );
}

function Ratio({ cell, kind }: { cell: ContrastCell; kind: ContrastPair['kind'] }) {
  return (
    <span className="flex items-center gap-2">
      <Sample cell={cell} kind={kind} />
      <span className="font-mono text-xs">{formatRatio(cell.ratio)}</span>
      <span
        className={
          cell.passes
            ? 'rounded-sm bg-success-subtle px-1.5 text-xs text-success-text'
            : 'rounded-sm bg-danger-subtle px-1.5 text-xs text-danger-text'
        }
      >
        {cell.level}
      </span>
    </span>
  );
}

export function ContrastTable() {
  const rows = contrastRows(catalog);
  return (
    <TokenTable
      caption={`Contrast of ${rows.length} role pairs (text needs 4.5:1, the focus ring 3:1)`}
      rows={rows}
      rowKey={(row) => row.pair.label}
      columns={[
        { header: 'Pair', cell: (row: ContrastRow) => row.pair.label },
        {
          header: 'Foreground / background',
          cell: (row) => `${row.pair.foreground} / ${row.pair.background}`,
          mono: true,
        },
        { header: 'Light', cell: (row) => <Ratio cell={row.light} kind={row.pair.kind} /> },
        { header: 'Dark', cell: (row) => <Ratio cell={row.dark} kind={row.pair.kind} /> },
      ]}
    />
  );
}
