/** Being built (issue 17): shows the shared placeholder until its screen lands. */
export { default } from '../placeholder';
