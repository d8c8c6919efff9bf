/**
 * The toolbar's Import button of a resource that can be imported (its definition has an `importKey`): shown
 * only to users who may write it. The dialog (preview, mapping, result) loads when first opened.
 */
import type { ResourceDef } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { type JSX, lazy, Suspense, useState } from 'react';
import { useT } from '../i18n/use-t';
import { useCan } from './can';

const ImportDialog = lazy(() => import('./import-dialog'));

export function ImportButton(props: { def: ResourceDef; onDone: () => void }): JSX.Element | null {
  const { def, onDone } = props;
  const t = useT();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!def.importKey?.length || !can(def.permissions.write)) return null;
  return (
    <>
      <Button size="sm" onPress={() => setOpen(true)}>
        {t('resource.import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog def={def} onClose={() => setOpen(false)} onDone={onDone} />
        </Suspense>
      )}
    </>
  );
}
