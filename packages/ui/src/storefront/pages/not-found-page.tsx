/** The page for an address the storefront does not have (or a product, article or store no longer shown). */
import { SearchX } from 'lucide-react';
import { type Navigate, StorefrontLink } from '../links';
import { look } from '../look';
import { storefrontText } from '../storefront.messages';
import { pageButton } from './list-status';

export function NotFoundPage({ locale, onNavigate }: { locale: string; onNavigate?: Navigate }) {
  const text = storefrontText(locale);
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <SearchX aria-hidden className={`size-12 ${look.faint}`} />
      <p className={`text-base ${look.text}`}>{text.notFound}</p>
      <StorefrontLink link={{ kind: 'page', target: 'home' }} onNavigate={onNavigate} className={pageButton}>
        {text.backHome}
      </StorefrontLink>
    </div>
  );
}
