/** The server menu (/setting/menus): being built; the shared placeholder until then. */
export { default } from '../placeholder';
