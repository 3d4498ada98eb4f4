import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

/*
 * The build version polled by clients (spec 002 §7 GET /api/version.json): a hash of the Vite
 * manifest, which changes with every front-end build, and the time that build was written.
 */
let cached: { hash: string; date: string } | null = null

export function buildVersion() {
  if (cached) return cached
  const manifest = app.makePath('public/assets/.vite/manifest.json')
  try {
    const content = readFileSync(manifest)
    cached = {
      hash: createHash('sha256').update(content).digest('hex').slice(0, 12),
      date: statSync(manifest).mtime.toISOString(),
    }
  } catch {
    cached = { hash: 'development', date: new Date(0).toISOString() }
  }
  return cached
}

/** Tests and deploy hooks call this after a new build is written. */
export function forgetBuildVersion() {
  cached = null
}
