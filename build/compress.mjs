// @ts-check
/** Precompressed copies of every public file, so the server answers with `br` or `gzip` without work per request. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** @param {Buffer} data */
export function gzipBytes(data) {
  return zlib.gzipSync(data, { level: 9 }).length;
}

/**
 * Writes `<file>.gz` and `<file>.br` next to every file under `dir` (compressed copies themselves excluded).
 * @param {string} dir
 */
export async function compressAll(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
    }),
  );
}
