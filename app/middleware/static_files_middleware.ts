import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/*
 * Serves files from public/ (built assets, favicon). Only paths whose last segment has a file
 * extension can name a file there, so page requests (/session/12) skip the file-system lookup
 * the static middleware would otherwise make on every request.
 */
export function mayNameFile(url: string) {
  const lastSegment = url.slice(url.lastIndexOf('/') + 1)
  return lastSegment.includes('.')
}

@inject()
export default class StaticFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    return mayNameFile(ctx.request.url()) ? this.files.handle(ctx, next) : next()
  }
}
