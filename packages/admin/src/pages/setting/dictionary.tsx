/** One dictionary (/setting/config/attr/{id}): being built; the shared placeholder until then. */
export { default } from '../placeholder';
