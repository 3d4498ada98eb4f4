import { createUrlBuilder } from '@adonisjs/core/http/url_builder_client'
import type { ScannedRoutes } from '../../../.adonisjs/server/routes.js'
import routes from '~generated/routes.json'

/*
 * Links by route name, in the browser: `urlFor('series.show', { id })`. The names and their
 * params are type-checked against the server's routes (.adonisjs/server/routes.d.ts); the patterns
 * come from .adonisjs/client/routes.json (written by `node ace codegen`). A renamed or removed
 * route fails the browser's type-check instead of leaving a dead link.
 */
function queryString(query: Record<string, any>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  return params.toString()
}

export const urlFor = createUrlBuilder<ScannedRoutes>(routes as any, queryString)
