// Writes .br and .gz next to every js/css/html/svg/json file in dist, so the server can send
// pre-compressed assets (DESIGN §2: uncompressed, Lighthouse mobile scored 0.53).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

// Relative or absolute, like Vite's outDir.
const dist = resolve(fileURLToPath(new URL('../', import.meta.url)), process.env.WEB_OUT_DIR ?? 'dist');
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(js|mjs|css|html|svg|json)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
const jobs = [];
for await (const file of walk(dist)) {
  jobs.push(
    (async () => {
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      count += 1;
      before += (await stat(file)).size;
      afterBr += br.length;
    })(),
  );
}
await Promise.all(jobs);
console.log(
  `compress: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli (+ .gz)`,
);
