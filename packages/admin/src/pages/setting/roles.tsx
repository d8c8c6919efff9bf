/** Roles (/setting/role): being built; the shared placeholder until then. */
export { default } from '../placeholder';
