/** Being built (issue 21): the placeholder until then. */
export { default } from '../placeholder';
