/** Whether a client takes gzip (its Accept-Encoding names it). */
export const acceptsGzip = (header: string | undefined) => /\bgzip\b/i.test(header ?? '');
