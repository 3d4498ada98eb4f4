import type { ServerResponse, OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { acceptedEncodings, type Encoding } from '#app/support/frame/precompressed_assets'

/*
 * Issue 19: pages (HTML) and Inertia/JSON answers are sent compressed to browsers that accept it,
 * when the body is at least MIN_BYTES of a text type. Built assets are compressed at build time
 * instead (the static files middleware); streams (downloads, live updates) pass untouched:
 * anything that writes before ending sends its headers as they were.
 *
 * Measured (bin/bench, one core): setting up an encoder costs more than compressing a page, so
 * bodies under BROTLI_FROM bytes get gzip level 6 (about brotli's size there, half its time), larger
 * ones brotli at quality 4; both run inline (a thread-pool hop cost more than the work) unless the
 * body is over ASYNC_FROM, where the event loop should keep serving meanwhile.
 */
const MIN_BYTES = 1024
const BROTLI_FROM = 16 * 1024
const ASYNC_FROM = 128 * 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** The encoding actually used: brotli only for larger bodies (see above). */
export function encodingFor(accepted: Encoding[], bytes: number): Encoding | null {
  if (accepted.includes('br') && bytes >= BROTLI_FROM) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return accepted.includes('br') ? 'br' : null
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }
  if (body.length >= ASYNC_FROM) return encoding === 'br' ? brotli(body, brotliOptions) : gz(body, { level: 6 })
  try {
    return Promise.resolve(encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, { level: 6 }))
  } catch (error) {
    return Promise.reject(error)
  }
}

function headerKey(headers: OutgoingHttpHeaders, name: string) {
  return Object.keys(headers).find((key) => key.toLowerCase() === name)
}

function headerValue(res: ServerResponse, headers: OutgoingHttpHeaders, name: string) {
  const key = headerKey(headers, name)
  return key ? headers[key] : res.getHeader(name)
}

function setHeader(res: ServerResponse, headers: OutgoingHttpHeaders, name: string, value: string | number) {
  // Every spelling goes: the framework writes both "Content-Length" and "Content-length" in places.
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key]
  res.removeHeader(name)
  headers[name] = value
}

/** Holds back writeHead until the body is known; compresses a whole body handed to end(). */
export function compressWhenEnded(res: ServerResponse, accepted: Encoding[]) {
  const { writeHead, write, end, flushHeaders } = res
  let head: any[] | null = null
  const flush = () => {
    res.writeHead = writeHead
    res.write = write
    res.end = end
    res.flushHeaders = flushHeaders
    if (head) writeHead.apply(res, head as Parameters<typeof writeHead>)
    head = null
  }
  // A stream that sends its headers early (server-sent events) gets them as they were.
  res.flushHeaders = function () {
    flush()
    return flushHeaders.call(res)
  }
  res.writeHead = function (...args: any[]) {
    head = args
    return res
  } as typeof res.writeHead
  res.write = function (...args: any[]) {
    flush()
    return (write as (...a: any[]) => boolean).apply(res, args)
  } as typeof res.write
  res.end = function (chunk?: any, ...rest: any[]) {
    const held = head
    const body = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : null
    // writeHead(status, headers) or writeHead(status, statusMessage, headers)
    const headers: OutgoingHttpHeaders | undefined = held ? (typeof held[1] === 'string' ? held[2] : held[1]) : undefined
    const status = held ? Number(held[0]) : res.statusCode
    const worthIt =
      held &&
      headers &&
      !Array.isArray(headers) &&
      body &&
      body.length >= MIN_BYTES &&
      status !== 204 &&
      status !== 304 &&
      !headerValue(res, headers, 'content-encoding') &&
      COMPRESSIBLE.test(String(headerValue(res, headers, 'content-type') ?? '')) &&
      !/no-transform/i.test(String(headerValue(res, headers, 'cache-control') ?? ''))
    if (!worthIt) {
      flush()
      return (end as (...a: any[]) => ServerResponse).call(res, chunk, ...rest)
    }
    const encoding = encodingFor(accepted, body!.length)!
    compress(body!, encoding).then(
      (compressed) => {
        setHeader(res, headers!, 'Content-Encoding', encoding)
        setHeader(res, headers!, 'Content-Length', compressed.length)
        const vary = headerValue(res, headers!, 'vary')
        setHeader(res, headers!, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
        // The same validator for two encodings of one body may only be weak.
        const etag = headerValue(res, headers!, 'etag')
        if (typeof etag === 'string' && !etag.startsWith('W/')) setHeader(res, headers!, 'ETag', `W/${etag}`)
        flush()
        ;(end as (...a: any[]) => ServerResponse).call(res, compressed)
      },
      () => {
        flush()
        ;(end as (...a: any[]) => ServerResponse).call(res, chunk, ...rest)
      }
    )
    return res
  } as typeof res.end
}

export default class CompressResponseMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const accepted = acceptedEncodings(ctx.request.header('accept-encoding'))
    // Live updates (server-sent events) stream for as long as the page is open: never held back.
    const streaming = ctx.request.header('accept', '')!.includes('text/event-stream')
    if (accepted.length > 0 && !streaming && ctx.request.method() !== 'HEAD') compressWhenEnded(ctx.response.response, accepted)
    return next()
  }
}
