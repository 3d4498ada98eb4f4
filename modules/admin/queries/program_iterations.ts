import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { iterationPhase, listPrograms } from '#kernel/programs/registry'
import { SeriesTemplate } from '#modules/series/index'

/*
 * Program Iterations page (spec 000 §2.6 program/iterations): every registered program's
 * iterations with their current phase, and how many series templates programs:sync made for each.
 */
export async function programIterations(now: DateTime = DateTime.utc()) {
  const programs = listPrograms()
  const rows = programs.length
    ? await db
        .from(SeriesTemplate.table)
        .whereNull('deleted_at')
        .whereIn('program_slug', programs.map((program) => program.slug))
        .groupBy('program_slug', 'program_iteration')
        .select('program_slug', 'program_iteration')
        .count('* as total')
    : []
  const synced = new Map(rows.map((row: any) => [`${row.program_slug}/${row.program_iteration}`, Number(row.total)]))
  return programs.map((program) => ({
    program,
    iterations: program.iterations.map((iteration) => ({
      iteration,
      phase: iterationPhase(iteration, now),
      syncedTemplates: synced.get(`${program.slug}/${iteration.key}`) ?? 0,
    })),
  }))
}

export type ProgramIterations = Awaited<ReturnType<typeof programIterations>>[number]
