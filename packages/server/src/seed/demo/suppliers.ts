/** The demo suppliers as rows (with their ids), and which of them makes a given demo product. */
import type { suppliers } from '../../db/schema';
import { DAY, type Staff } from './model';
import { SUPPLIERS } from './suppliers-data';

export type SupplierRow = typeof suppliers.$inferInsert & { id: number };

/** Rows from id `first` on, entered before the catalogue; the inactive one was switched off a few months ago. */
export function buildSuppliers(now: Date, staff: Staff, first: number): SupplierRow[] {
  const entered = new Date(now.getTime() - 420 * DAY);
  return SUPPLIERS.map(({ makes: _makes, ...seed }, index) => {
    const inactive = seed.status === 'inactive';
    return {
      id: first + index,
      ...seed,
      createdAt: entered,
      updatedAt: inactive ? new Date(now.getTime() - 90 * DAY) : entered,
      version: inactive ? 2 : 1,
      createdBy: staff.admin,
      updatedBy: staff.admin,
    };
  });
}

/** The id of the supplier that makes products of this kind and brand (null for services: the company's own). */
export function supplierIdOf(product: { kind: string; brand: string }, first: number): number | null {
  const index = SUPPLIERS.findIndex((seed) =>
    seed.makes.some((make) => make.kind === product.kind && (!make.brands || make.brands.includes(product.brand))),
  );
  return index < 0 ? null : first + index;
}
