/**
 * The page of every resource screen without wiring of its own (products, …): the list screen of the contract
 * definition its route names, under the route's title.
 */
import { RESOURCES } from '@soundboard/contract';
import { useT } from '../i18n/use-t';
import { ResourceScreen } from '../resource/resource-screen';
import type { PageProps } from '../routes/types';

export default function ResourcePage({ route }: PageProps) {
  const t = useT();
  const def = route.resource ? RESOURCES[route.resource] : undefined;
  if (!def) throw new Error(`route ${route.name} names no resource of the contract`);
  return <ResourceScreen def={def} title={t(route.titleKey)} />;
}
