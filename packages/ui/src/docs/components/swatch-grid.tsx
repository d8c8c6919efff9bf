/** Colour docs: the 10-shade palettes and the semantic roles, light and dark side by side, values from the tokens. */
import { readableTextOn, type ThemedToken, type ThemeMode } from '@soundboard/tokens';
import { catalog } from './catalog';
import { DocPanel, TokenTable } from './doc-panel';

const MODES: ThemeMode[] = ['light', 'dark'];

function ShadeStrip({ label, shades }: { label: string; shades: string[] }) {
  return (
    <ol aria-label={label} className="grid grid-cols-10 overflow-hidden rounded-md border border-default">
      {shades.map((shade, i) => (
        <li
          // Shade numbers are stable: the index is the shade.
          // biome-ignore lint/suspicious/noArrayIndexKey: shade i+1 of a fixed 10-shade scale
          key={i}
          data-slot="shade"
          className="flex h-14 flex-col items-center justify-center font-mono text-[11px] leading-4"
          style={{ backgroundColor: shade, color: readableTextOn(shade, '#000000') }}
        >
          <span>{i + 1}</span>
          <span>{shade}</span>
        </li>
      ))}
    </ol>
  );
}

/** Every scale's 10 shades in the light theme and in the dark theme. */
export function PaletteGrid() {
  return (
    <DocPanel className="flex flex-col gap-5">
      {catalog.palettes.map(({ scale, light, dark }) => (
        <section key={scale} aria-label={`${scale} palette`} className="flex flex-col gap-1.5">
          <h4 className="m-0 font-mono text-sm font-medium text-default">
            --sb-{scale}-<var>1..10</var>
          </h4>
          {MODES.map((mode) => (
            <div key={mode} className="grid grid-cols-[3rem_1fr] items-center gap-2">
              <span className="text-xs text-muted">{mode}</span>
              <ShadeStrip label={`${scale}, ${mode} theme`} shades={mode === 'light' ? light : dark} />
            </div>
          ))}
        </section>
      ))}
    </DocPanel>
  );
}

/** A role's value drawn on its theme's surface: text roles as text, the others as a filled chip. */
function RoleSample({ role, mode, asText }: { role: ThemedToken; mode: ThemeMode; asText: boolean }) {
  const value = role[mode];
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-flex h-7 w-12 shrink-0 items-center justify-center rounded-md border border-default p-1 text-sm font-medium"
        // Inverse text is drawn on the inverse background, the only place it is used.
        style={{
          backgroundColor: catalog.resolve(mode, role.name.endsWith('inverse') ? '--sb-bg-inverse' : '--sb-bg-surface'),
        }}
      >
        {asText ? (
          <span style={{ color: value }}>Aa 字</span>
        ) : (
          <span className="size-full rounded-sm" style={{ backgroundColor: value }} />
        )}
      </span>
      <span className="font-mono text-xs">{value}</span>
    </span>
  );
}

/** One table per role group (surfaces, text, borders, status, focus): the utility's variable and both values. */
export function RoleSwatches() {
  return catalog.roles.map(({ group, roles }) => (
    <TokenTable
      key={group}
      caption={`${group} roles`}
      rows={roles}
      rowKey={(role) => role.variable}
      columns={[
        { header: 'Role', cell: (role) => role.name, mono: true },
        { header: 'Variable', cell: (role) => role.variable, mono: true },
        ...MODES.map((mode) => ({
          header: mode === 'light' ? 'Light' : 'Dark',
          cell: (role: ThemedToken) => <RoleSample role={role} mode={mode} asText={group === 'Text'} />,
        })),
      ]}
    />
  ));
}
