import { globSync } from 'node:fs'
import { relative, sep } from 'node:path'

/**
 * Inertia pages live in three kinds of roots. A page's name is derived from its file:
 *   resources/inertia/pages/errors/not_found.tsx      -> errors/not_found
 *   modules/identity/ui/pages/signup.tsx              -> identity/signup
 *   programs/college_admissions_workshops/ui/pages/x  -> programs/college_admissions_workshops/x
 * The browser side (resources/inertia/pages.ts) applies the same rule to import.meta.glob keys.
 */
export const PAGE_GLOBS = [
  'resources/inertia/pages/**/*.tsx',
  'modules/*/ui/pages/**/*.tsx',
  'programs/*/ui/pages/**/*.tsx',
]

export function pageNameFromPath(filePath: string): string {
  const path = filePath.split(sep).join('/').replace(/^\.?\//, '').replace(/\.tsx$/, '')
  let match = path.match(/^resources\/inertia\/pages\/(.+)$/)
  if (match) return match[1]
  match = path.match(/^modules\/([^/]+)\/ui\/pages\/(.+)$/)
  if (match) return `${match[1]}/${match[2]}`
  match = path.match(/^programs\/([^/]+)\/ui\/pages\/(.+)$/)
  if (match) return `programs/${match[1]}/${match[2]}`
  throw new Error(`Not an Inertia page path: ${filePath}`)
}

export function listPageNames(appRoot: string): string[] {
  const names = PAGE_GLOBS.flatMap((pattern) =>
    globSync(pattern, { cwd: appRoot }).map((file) => pageNameFromPath(relative('.', file)))
  )
  return [...new Set(names)].sort()
}
