import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'

/*
 * The build writes a brotli and a gzip copy beside every text asset (resources/vite_plugins/precompress.ts).
 * This picks the one the browser accepts and keeps its bytes in memory after the first request:
 * asset names carry their content hash, so a file never changes while the process runs.
 */
export type Encoding = 'br' | 'gzip'
export type PrecompressedAsset = { body: Buffer; encoding: Encoding; contentType: string }

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
/** Never hold more than this many bytes of compressed assets in memory (the build makes ~2 MB). */
const MAX_CACHED_BYTES = 32 * 1024 * 1024

/** The encodings a request accepts, brotli first (smaller), honouring q=0. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return []
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && Number(q.slice(2)) === 0) continue
    accepted.add(name)
  }
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding) || (accepted.has('*') && encoding === 'gzip'))
}

export class PrecompressedAssets {
  #available: Set<string> | null = null
  #cache = new Map<string, Buffer>()
  #cachedBytes = 0

  /** @param dir public/assets; @param prefix its URL prefix, with the trailing slash */
  constructor(
    private dir: string,
    private prefix: string
  ) {}

  #list() {
    if (!this.#available) {
      try {
        this.#available = new Set(readdirSync(this.dir, { recursive: true, encoding: 'utf8' }).map((name) => name.split('\\').join('/')))
      } catch {
        this.#available = new Set()
      }
    }
    return this.#available
  }

  /** The compressed copy of `url` for these accepted encodings, or null (serve the file as is). */
  find(url: string, accepted: Encoding[]): PrecompressedAsset | null {
    if (accepted.length === 0 || !url.startsWith(this.prefix)) return null
    const name = url.slice(this.prefix.length)
    const contentType = CONTENT_TYPES[extname(name)]
    if (!contentType || name.includes('..')) return null
    const files = this.#list()
    for (const encoding of accepted) {
      const file = `${name}${SUFFIX[encoding]}`
      if (!files.has(file)) continue
      let body = this.#cache.get(file)
      if (!body) {
        body = readFileSync(join(this.dir, file))
        if (this.#cachedBytes + body.length <= MAX_CACHED_BYTES) {
          this.#cache.set(file, body)
          this.#cachedBytes += body.length
        }
      }
      return { body, encoding, contentType }
    }
    return null
  }
}
