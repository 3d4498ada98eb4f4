import { DateTime } from 'luxon'
import { PROGRAM_ZONE } from '#kernel/programs/define_program'

/**
 * The school year hours count in (decision: the spec says nothing): 1 August to 31 July, New
 * York time, the year US school service clubs report their hours in.
 */
export function schoolYearOf(at: DateTime): { from: DateTime; to: DateTime; label: string } {
  const local = at.setZone(PROGRAM_ZONE)
  const startYear = local.month >= 8 ? local.year : local.year - 1
  const from = DateTime.fromObject({ year: startYear, month: 8, day: 1 }, { zone: PROGRAM_ZONE })
  const to = DateTime.fromObject({ year: startYear + 1, month: 7, day: 31 }, { zone: PROGRAM_ZONE })
  return { from, to, label: `${startYear}–${String(startYear + 1).slice(2)}` }
}
