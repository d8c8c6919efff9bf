/**
 * Choosing the product a card in the body links to: a search over the product list (the resource framework's own
 * list endpoint, searched by its `q`), then Insert. Resolves the product's id, name and SKU, or null.
 */
import { DEFAULT_PAGE_SIZE, displayName, product } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { apiFor } from '../../resource/api';

export interface ChosenProduct {
  id: number;
  name: string;
  sku: string;
}

export function ArticleProductDialog({ onDone }: { onDone: (product: ChosenProduct | null) => void }) {
  const t = useT();
  const found = useRef(new Map<string, ChosenProduct>());
  const [chosen, setChosen] = useState<ChosenProduct | null>(null);
  const search = async (text: string) => {
    const params: Record<string, string> = { pageSize: String(DEFAULT_PAGE_SIZE) };
    if (text.trim()) params.q = text.trim();
    const page = await apiFor(product).list(params);
    return page.list.map((record) => {
      found.current.set(String(record.id), {
        id: record.id,
        name: String(record.name ?? ''),
        sku: String(record.sku ?? ''),
      });
      return { id: String(record.id), label: displayName(product, record) };
    });
  };
  return (
    <Modal
      isOpen
      title={t('articles.editor.product.title')}
      onOpenChange={(open) => !open && onDone(null)}
      footer={
        <>
          <Button onPress={() => onDone(null)}>{t('articles.editor.product.cancel')}</Button>
          <Button variant="primary" isDisabled={!chosen} onPress={() => onDone(chosen)}>
            {t('articles.editor.product.insert')}
          </Button>
        </>
      }
    >
      <SearchSelect
        label={t('articles.editor.product.search')}
        placeholder={t('resource.search')}
        search={search}
        value={chosen ? String(chosen.id) : null}
        onChange={(id) => setChosen(id === null ? null : (found.current.get(id) ?? null))}
      />
    </Modal>
  );
}
