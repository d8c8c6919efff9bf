/**
 * PGlite's in-memory file system, filled from an uncompressed tarball of a data directory before PostgreSQL
 * starts. PGlite's own `loadDataDir` does the same, but copies the archive out of a Blob, unpacks it into copies,
 * and looks every parent directory up again for each of the ~1,500 files and sets each file's time: that was
 * most of the 0.7 s a test suite's database took to open. Here each file is written once from a view of the
 * archive (MEMFS copies it, so the archive stays as it was for the next database) and each directory is made once.
 */
import { MemoryFS } from '@electric-sql/pglite';
import { tarEntries } from './tar-entries.mjs';

/** Where PGlite keeps its data directory in its file system (the same path its own loader fills). */
const PGDATA = '/pglite/data';

class TarballMemoryFS extends MemoryFS {
  #tarball;

  constructor(tarball) {
    super();
    this.#tarball = tarball;
  }

  async initialSyncFs() {
    await super.initialSyncFs();
    const fs = this.pg.Module.FS;
    const made = new Set();
    const makeDirectory = (path) => {
      if (made.has(path)) return;
      fs.mkdirTree(path);
      made.add(path);
    };
    for (const entry of tarEntries(this.#tarball)) {
      const path = `${PGDATA}/${entry.name.replace(/^\/+|\/+$/g, '')}`;
      if (entry.type === '5') makeDirectory(path);
      else if (entry.type === '0') {
        makeDirectory(path.slice(0, path.lastIndexOf('/')));
        fs.writeFile(path, entry.data);
      }
    }
    this.#tarball = undefined;
  }
}

/** A file system for PGlite.create({ fs }) that starts as the data directory `tarball` holds. */
export function tarballFileSystem(tarball) {
  return new TarballMemoryFS(tarball);
}
