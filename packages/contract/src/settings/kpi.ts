/** Sales targets (KPI, /setting/user/kpi): the API's shapes, being built. */
export const KPI_MONTHS = 12;
