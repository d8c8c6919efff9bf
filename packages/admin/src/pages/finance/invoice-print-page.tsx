/** Being built (issue 22): the placeholder until then. */
export { default } from '../placeholder';
