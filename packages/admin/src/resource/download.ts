/**
 * Saves a file the API serves (a CSV export): the client fetches it with the token (a plain link cannot send
 * it) and an error answer is shown like any other; the browser gets it as an object URL with the server's name.
 */
import { download as fetchFile } from '../api/http';

/** True when the file was handed to the browser; false when the call failed (its error is already shown). */
export async function download(path: string, fallbackName: string): Promise<boolean> {
  const file = await fetchFile(path).catch(() => null);
  if (!file) return false;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
