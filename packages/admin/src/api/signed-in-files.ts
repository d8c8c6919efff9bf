/**
 * The build's list of each screen's files (signed-in-files.json beside index.html; routes/prefetch-files.ts uses
 * it). A file of the build, not the API: read without the client's token and envelope, and kept out of the
 * client's code so the login screen need not load it. Here because this folder is the one place the admin reads
 * the network. Null when there is no such list (development) or it cannot be read.
 */
export async function readSignedInFiles<T>(): Promise<T | null> {
  try {
    const answer = await fetch(`${import.meta.env.BASE_URL}signed-in-files.json`);
    return answer.ok ? ((await answer.json()) as T) : null;
  } catch {
    return null;
  }
}
