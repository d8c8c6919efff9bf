/** Configuration groups (/setting/config): being built; the shared placeholder until then. */
export { default } from '../placeholder';
