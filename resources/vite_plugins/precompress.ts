import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text assets worth compressing; fonts (woff2 is compressed already) and images are left alone. */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|json|html|txt)$/
export const MIN_BYTES = 1024

/*
 * Issue 19: every built text asset gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
 * beside it at build time, so the server sends the smallest encoding the browser accepts without
 * compressing anything per request (app/middleware/static_files_middleware.ts serves them).
 */
export function precompress(): Plugin {
  return {
    name: 'peerhaven:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => PRECOMPRESSED.test(file))
          .map(async (file) => {
            const path = join(dir, file)
            const source = await readFile(path)
            if (source.length < MIN_BYTES) return
            const [br, gzipped] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gz(source, { level: 9 }),
            ])
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)])
          })
      )
    },
  }
}
