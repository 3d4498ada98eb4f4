import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { IterationConfig, RegisteredProgram } from '#kernel/programs/define_program'
import { iterationFiles } from '#kernel/programs/registry'
import { iterationKeyFromFile, validateIteration } from '#kernel/programs/iteration_schema'
import { IterationGenerationError, nextIterationConfig, renderIterationFile } from '#kernel/programs/next_iteration'

type Source = Pick<RegisteredProgram, 'slug' | 'title' | 'zone' | 'root' | 'offerings'>

/**
 * Writes `iterations/<yyyy_MM>.ts` for a program from one of its iterations (the latest by
 * default), validated exactly as boot validates it before anything is written; an existing file
 * for that month is never overwritten.
 */
export async function writeNextIteration(program: Source, options: { from?: string; month?: string } = {}) {
  const files = iterationFiles(program.root).map((file) => ({ file, key: iterationKeyFromFile(basename(file))! }))
  const taken = files.find((entry) => entry.key === options.month)
  if (taken) {
    throw new IterationGenerationError(`${relative(process.cwd(), taken.file)} already exists: edit it, or choose another month with --month`)
  }
  if (files.length === 0) throw new IterationGenerationError(`${program.slug} has no iteration to start from`)
  const wanted = options.from?.replace('_', '-')
  const loaded = await Promise.all(
    files.map(async ({ file, key }) => ({
      key,
      config: ((await import(pathToFileURL(file).href)) as { default: IterationConfig }).default,
    }))
  )
  const source = wanted
    ? loaded.find((entry) => entry.key === wanted)
    : loaded.sort((a, b) => a.config.startsAt.localeCompare(b.config.startsAt)).at(-1)
  if (!source) {
    throw new IterationGenerationError(`${program.slug} has no iteration ${options.from} (${files.map((f) => f.key).join(', ')})`)
  }

  const next = nextIterationConfig(source, { zone: program.zone, month: options.month })
  const target = join(program.root, 'iterations', next.fileName)
  const shown = relative(process.cwd(), target) || target
  if (existsSync(target) || existsSync(target.replace(/\.ts$/, '.js'))) {
    throw new IterationGenerationError(`${shown} already exists: edit it, or choose another month with --month`)
  }
  await validateIteration(next.config, { file: shown, key: next.key, program })
  await writeFile(target, renderIterationFile(program.title, source.key, next), { flag: 'wx' })
  return { file: shown, key: next.key, from: source.key, weeksMoved: next.weeksMoved }
}
