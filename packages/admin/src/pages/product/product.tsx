/** Products (/product/product): the resource screen of the contract's product definition. */
import { product } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/list-screen';
import type { PageProps } from '../../routes/types';

export default function ProductPage({ route }: PageProps) {
  const t = useT();
  return <ResourceScreen def={product} title={t(route.titleKey)} />;
}
