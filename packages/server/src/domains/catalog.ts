/**
 * Products on the resource framework: the supplier must exist; images must be materials of the library (checked
 * and recorded as usages by the framework, resources/material-usages.ts); everything else is the definition's.
 */
import { product } from '@soundboard/contract';
import { suppliers } from '../db/schema';
import { defineBinding } from '../resources/binding';
import { Issues } from './issues';
import { checkExists } from './references';

export const productBinding = defineBinding(product, {
  async prepare(ctx, input) {
    const issues = new Issues();
    await checkExists(ctx, issues, 'supplierId', suppliers, input.supplierId);
    issues.throwIfAny(ctx.c);
    return {};
  },
});
