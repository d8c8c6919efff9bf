/**
 * The sale order's customer in its detail: name (a link to the customer's tracking page), code, company and
 * owner, as the order detail answers them (`customer`; absent or null when the caller may not read that
 * customer — another salesperson's — so nothing is shown).
 */
import { customer as customerDef } from '@soundboard/contract';
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import type { ResourceRecord } from '../../resource/api';
import { useResourceLabels } from '../../resource/labels';
import { trackingHref } from '../crm/tracking-links';

interface OrderCustomerAnswer {
  id: number;
  code: string;
  name: string;
  companyName: string | null;
  ownerName: string | null;
}

export function OrderCustomer({ order }: { order: ResourceRecord }) {
  const labels = useResourceLabels(customerDef);
  const customer = order.customer as OrderCustomerAnswer | null | undefined;
  if (!customer) return null;
  return (
    <section data-section="order-customer" className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-default">{labels.title}</h3>
      <Descriptions
        columns={2}
        className="rounded-md border border-subtle p-3"
        items={[
          {
            label: labels.field('name'),
            value: <Link href={trackingHref(customer.id)}>{customer.name}</Link>,
          },
          { label: labels.field('code'), value: customer.code },
          { label: labels.field('companyId'), value: customer.companyName ?? '-' },
          { label: labels.field('ownerId'), value: customer.ownerName ?? '-' },
        ]}
      />
    </section>
  );
}
