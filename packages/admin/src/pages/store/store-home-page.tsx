/** Not built yet: the shared placeholder page (replaced by this screen's own page). */
export { default } from '../placeholder';
