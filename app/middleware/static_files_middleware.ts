import { readdirSync } from 'node:fs'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

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

@inject()
export default class StaticFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    return mayNameFile(ctx.request.url()) ? this.files.handle(ctx, next) : next()
  }
}
