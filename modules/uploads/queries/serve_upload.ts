import type { HttpContext } from '@adonisjs/core/http'
import { Transform, type Readable } from 'node:stream'
import type UserUpload from '../models/user_upload.js'
import { uploadsDisk } from '../storage.js'
import { isImageMime } from '../shared/index.js'

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; null when absent or not satisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid'
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start > end || start >= size ? 'invalid' : { start, end }
}

/**
 * Passes on bytes start..end (inclusive) of a stream and then ENDS: once the window has its last
 * byte it stops reading the source and closes itself (destroying the source alone would leave the
 * response open forever, and a video player's `bytes=0-` requests would hold the browser's
 * connections until none is left).
 */
export function sliceStream(source: Readable, start: number, end: number): Readable {
  let position = 0
  const window = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(start - position, 0)
      const to = Math.min(end + 1 - position, chunk.length)
      position += chunk.length
      if (from < to) this.push(chunk.subarray(from, to))
      if (position > end) {
        source.unpipe(this)
        source.destroy()
        this.push(null)
      }
      callback()
    },
  })
  return source.pipe(window)
}

function contentDisposition(upload: UserUpload) {
  const name = upload.originalName
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const kind = isImageMime(upload.servedMime) ? 'inline' : 'attachment'
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/*
 * Headers every download carries: the type detected from the bytes (never the client's), no
 * sniffing, private caching only, a sandbox that keeps a file opened on its own from running
 * anything, downloads for everything that is not an image; ranges so videos can seek.
 */
export async function serveUpload(ctx: HttpContext, upload: UserUpload) {
  const { response } = ctx
  response.header('Content-Type', upload.servedMime)
  response.header('X-Content-Type-Options', 'nosniff')
  response.header('Cache-Control', 'private, max-age=300')
  response.header('Content-Security-Policy', "default-src 'none'; sandbox")
  response.header('Content-Disposition', contentDisposition(upload))
  response.header('Accept-Ranges', 'bytes')
  const range = parseRange(ctx.request.header('range'), upload.size)
  if (range === 'invalid') {
    response.header('Content-Range', `bytes */${upload.size}`)
    return response.status(416).send('')
  }
  const stream = await uploadsDisk().getStream(upload.storageKey)
  if (!range) {
    response.header('Content-Length', String(upload.size))
    return response.stream(stream)
  }
  response.status(206)
  response.header('Content-Range', `bytes ${range.start}-${range.end}/${upload.size}`)
  response.header('Content-Length', String(range.end - range.start + 1))
  return response.stream(sliceStream(stream, range.start, range.end))
}
