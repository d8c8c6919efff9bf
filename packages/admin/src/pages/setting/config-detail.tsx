/** One configuration group (/setting/config/{key}): being built; the shared placeholder until then. */
export { default } from '../placeholder';
