/**
 * Products on the resource framework: images must be uploaded files and the supplier must exist; everything else
 * is the definition's.
 */
import { product } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import { files, suppliers } from '../db/schema';
import { defineBinding } from '../resources/binding';
import { validationError } from '../resources/wire';
import { Issues } from './issues';
import { checkExists } from './references';

export const productBinding = defineBinding(product, {
  async prepare(ctx, input) {
    const issues = new Issues();
    await checkExists(ctx, issues, 'supplierId', suppliers, input.supplierId);
    issues.throwIfAny(ctx.c);
    const images = input.images;
    if (images.length > 0) {
      const found = await ctx.tx.select({ id: files.id }).from(files).where(inArray(files.id, images));
      if (found.length !== new Set(images).size)
        throw validationError(ctx.c, [{ path: 'images', message: 'validation.invalid' }]);
    }
    return {};
  },
});
