/**
 * A record that is kept rather than deleted once used (a supplier, a warehouse): a read-only active/inactive
 * status in the list, deactivated after a confirmation and activated again. Spread into a definition:
 * `fields: { …, status: ACTIVE_STATUS_FIELD }, states: ACTIVE_STATES`.
 */
export const ACTIVE_STATUSES = ['active', 'inactive'] as const;

export const ACTIVE_STATUS_FIELD = {
  type: 'enum',
  readOnly: true,
  values: ACTIVE_STATUSES,
  tones: { active: 'success' },
  filter: 'in',
  sortable: true,
  column: 'default',
} as const;

export const ACTIVE_STATES = {
  field: 'status',
  initial: 'active',
  transitions: {
    deactivate: { from: ['active'], to: 'inactive', confirm: true },
    activate: { from: ['inactive'], to: 'active' },
  },
} as const;
