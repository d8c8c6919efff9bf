/** What a "mine" entry says when opened: that sign-in is not available yet, or how to reach the store. */
import { look } from '../look';
import { fullAddress, StoreContact } from '../store';
import type { StorefrontText } from '../storefront.messages';
import type { StorefrontStoreValue } from '../types';

export function MineNote({
  entry,
  store,
  text,
  signIn,
}: {
  entry: string;
  store: StorefrontStoreValue | null;
  text: StorefrontText;
  /** The sign-in sentence, with the entry's name in it. */
  signIn: string;
}) {
  const box = `flex flex-col gap-2 rounded-lg p-4 text-sm ${look.card} ${look.text}`;
  if (entry !== 'contact' && entry !== 'services') return <p className={box}>{signIn}</p>;
  const address = store ? fullAddress(store) : '';
  return (
    <div className={box}>
      {entry === 'services' && <p>{text.servicesHow}</p>}
      {!store || (!store.phone && !address) ? (
        <p className={look.muted}>{text.contactNone}</p>
      ) : (
        <StoreContact store={store} text={text} />
      )}
    </div>
  );
}
