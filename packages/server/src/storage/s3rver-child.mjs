/**
 * Tests only (s3-test-server.ts): runs s3rver in its own Node process, started with --openssl-legacy-provider
 * because s3rver's ListObjectsV2 continuation tokens use DES, which Node 20's OpenSSL 3 offers only as legacy.
 * Arguments: directory, bucket. Prints {"port":N} once listening on 127.0.0.1 (random port).
 */
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
