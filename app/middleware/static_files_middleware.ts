import { readdirSync } from 'node:fs'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import { acceptedEncodings, PrecompressedAssets } from '#app/support/frame/precompressed_assets'

/*
 * Serves files from public/ (built assets, favicon, the push worker). Only the build's assets
 * folder and the files at public/'s top level can be files, so every other request — pages and
 * routed paths with a dot such as /api/version.json — skips the file-system lookup the static
 * middleware would otherwise make (issue 19: ~3 % of such a request).
 */
export const ASSETS_PREFIX = '/assets/'

let topLevelFiles: ReadonlySet<string> | null = null

function publicTopLevel(): ReadonlySet<string> {
  if (!topLevelFiles) {
    let names: string[] = []
    try {
      names = readdirSync(app.publicPath(), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    } catch {
      names = []
    }
    topLevelFiles = new Set(names.map((name) => `/${name}`))
  }
  return topLevelFiles
}

export function mayNameFile(url: string, files: ReadonlySet<string> = publicTopLevel()) {
  return url.startsWith(ASSETS_PREFIX) || files.has(url)
}

let precompressed: PrecompressedAssets | null = null

/** Built assets are immutable (their names carry a content hash): cached for a year. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

@inject()
export default class StaticFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    if (!mayNameFile(url)) return next()
    // A built asset the browser can take compressed: the build's brotli or gzip copy (issue 19).
    if (ctx.request.method() === 'GET' && url.startsWith(ASSETS_PREFIX)) {
      precompressed ??= new PrecompressedAssets(app.publicPath('assets'), ASSETS_PREFIX)
      const asset = precompressed.find(url, acceptedEncodings(ctx.request.header('accept-encoding')))
      if (asset) {
        ctx.response.header('Content-Type', asset.contentType)
        ctx.response.header('Content-Encoding', asset.encoding)
        ctx.response.header('Vary', 'Accept-Encoding')
        ctx.response.header('Cache-Control', ASSET_CACHE_CONTROL)
        ctx.response.send(asset.body, false)
        return
      }
    }
    return this.files.handle(ctx, next)
  }
}
