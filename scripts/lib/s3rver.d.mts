// Types for s3rver.mjs.
export function startS3rver(bucket?: string): Promise<{
  endpoint: string;
  bucket: string;
  /** s3rver's storage: a bucket's objects are files under it. */
  directory: string;
  /** FILE_STORE=s3 and the S3_* variables that point a server at this store. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}>;
