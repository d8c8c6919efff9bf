/**
 * The command palette's place in the frame: only the shortcut listener is in the shell's bundle; the palette's
 * code (the kit's widget, the search, the texts) loads on its first opening and stays mounted after, closed.
 */
import { lazy, Suspense, useState } from 'react';
import type { AppRoute } from '../routes/types';
import { usePaletteShortcut } from './palette-shortcut';

const CommandPalettePanel = lazy(() => import('./command-palette-panel'));

export function CommandPaletteMount({ route }: { route: AppRoute }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  usePaletteShortcut(() => {
    setWanted(true);
    setOpen(true);
  });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalettePanel route={route} isOpen={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
