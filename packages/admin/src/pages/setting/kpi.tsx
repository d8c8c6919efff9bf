/** Sales targets (/setting/user/kpi): being built; the shared placeholder until then. */
export { default } from '../placeholder';
