/** The address of a screen by its name (the contract's `screenPath`, under the name the pages use). */
export { screenPath as screenHref } from '@soundboard/contract';
