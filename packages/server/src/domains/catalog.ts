/** Products on the resource framework: images must be uploaded files; everything else is the definition's. */
import { product } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import { files } from '../db/schema';
import { defineBinding } from '../resources/binding';
import { validationError } from '../resources/wire';

export const productBinding = defineBinding(product, {
  async prepare(ctx, input) {
    const images = input.images;
    if (images.length > 0) {
      const found = await ctx.tx.select({ id: files.id }).from(files).where(inArray(files.id, images));
      if (found.length !== new Set(images).size)
        throw validationError(ctx.c, [{ path: 'images', message: 'validation.invalid' }]);
    }
    return {};
  },
});
