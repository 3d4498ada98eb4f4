import { DateTime } from 'luxon'
import type { IterationConfig } from './define_program.js'

/*
 * The next iteration of a program, written from an existing one (`node ace make:iteration`, issue
 * 17 §4). Every date moves by the same whole number of weeks, so weekdays and wall-clock times
 * stay what the program runs on (Mondays at 7 pm stay Mondays at 7 pm across a DST change): the
 * new start is the same weekday-of-the-month as the source's (the 1st Monday of November → the
 * 1st Monday of December). Offerings, ratios and surveys are copied; the month in series template
 * slugs, survey links and the title is renamed. The program manager edits what differs and runs
 * `programs:sync`.
 */

const MONTH_KEY = /^\d{4}-\d{2}$/
const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm"

export type NextIteration = { key: string; fileName: string; config: IterationConfig; weeksMoved: number }

export class IterationGenerationError extends Error {}

/** The nth weekday of a month the instant falls on: 1 for the first Monday, 5 for a fifth. */
function weekdayOrdinal(date: DateTime): number {
  return Math.ceil(date.day / 7)
}

/** The same ordinal weekday in another month (the last one when that month has no fifth). */
function sameWeekdayIn(month: DateTime, like: DateTime): DateTime {
  const first = month.startOf('month').set({ hour: like.hour, minute: like.minute })
  const offset = (like.weekday - first.weekday + 7) % 7
  let candidate = first.plus({ days: offset + 7 * (weekdayOrdinal(like) - 1) })
  while (candidate.month !== first.month) candidate = candidate.minus({ weeks: 1 })
  return candidate
}

function monthLabel(date: DateTime) {
  return date.setLocale('en-US').toFormat('LLLL yyyy')
}

export function nextIterationConfig(
  source: { key: string; config: IterationConfig },
  { zone, month }: { zone: string; month?: string }
): NextIteration {
  const sourceStart = DateTime.fromISO(source.config.startsAt, { zone })
  if (!sourceStart.isValid) throw new IterationGenerationError(`${source.key}: startsAt is not a date`)
  if (month !== undefined && !MONTH_KEY.test(month)) {
    throw new IterationGenerationError(`--month must look like 2027-01, not "${month}"`)
  }
  const target = month ? DateTime.fromISO(`${month}-01`, { zone }) : sourceStart.startOf('month').plus({ months: 1 })
  if (!target.isValid) throw new IterationGenerationError(`--month ${month} is not a month`)
  if (target.startOf('month') <= sourceStart.startOf('month')) {
    throw new IterationGenerationError(`the new iteration must start after ${source.key}'s month`)
  }

  const newStart = sameWeekdayIn(target, sourceStart)
  const weeksMoved = Math.round(newStart.diff(sourceStart, 'days').days / 7)
  const move = (value: string) => DateTime.fromISO(value, { zone }).plus({ weeks: weeksMoved }).toFormat(LOCAL_FORMAT)
  const key = newStart.toFormat('yyyy-MM')

  // The source month, as it appears in slugs and links (2025-11 or 2025_11), becomes the new one.
  const rename = (value: string) =>
    value.replaceAll(source.key, key).replaceAll(source.key.replace('-', '_'), key.replace('-', '_'))
  const sourceLabel = monthLabel(sourceStart)
  const title = source.config.title.includes(sourceLabel)
    ? source.config.title.replace(sourceLabel, monthLabel(newStart))
    : `${source.config.title} (${monthLabel(newStart)})`

  const slugFor = (slug: string) => (slug.includes(source.key) ? rename(slug) : `${slug}-${key}`)

  return {
    key,
    fileName: `${key.replace('-', '_')}.ts`,
    weeksMoved,
    config: {
      title,
      tutorRegistrationOpensAt: move(source.config.tutorRegistrationOpensAt),
      learnerRegistrationOpensAt: move(source.config.learnerRegistrationOpensAt),
      learnerDeadlineAt: move(source.config.learnerDeadlineAt),
      startsAt: move(source.config.startsAt),
      endsAt: move(source.config.endsAt),
      offerings: source.config.offerings.map((entry) => ({
        offering: entry.offering,
        seriesTemplateSlug: slugFor(entry.seriesTemplateSlug),
        ratio: entry.ratio,
        ...(entry.startsAt ? { startsAt: move(entry.startsAt) } : {}),
        ...(entry.endsAt ? { endsAt: move(entry.endsAt) } : {}),
      })),
      surveys: {
        learnerPre: rename(source.config.surveys.learnerPre),
        learnerPost: rename(source.config.surveys.learnerPost),
        tutorPre: rename(source.config.surveys.tutorPre),
        tutorPost: rename(source.config.surveys.tutorPost),
      },
    },
  }
}

/** The iteration file's source text (what a program manager would have written by hand). */
export function renderIterationFile(programTitle: string, from: string, next: NextIteration): string {
  const quote = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
  const { config } = next
  const offering = (entry: IterationConfig['offerings'][number]) =>
    `    { ${[
      `offering: ${quote(entry.offering)}`,
      `seriesTemplateSlug: ${quote(entry.seriesTemplateSlug)}`,
      `ratio: ${entry.ratio}`,
      ...(entry.startsAt ? [`startsAt: ${quote(entry.startsAt)}`] : []),
      ...(entry.endsAt ? [`endsAt: ${quote(entry.endsAt)}`] : []),
    ].join(', ')} },`
  return [
    `import { defineIteration } from '#kernel/programs/define_program'`,
    ``,
    `/* ${programTitle}, ${config.title}: written by \`node ace make:iteration\` from ${from} (every date ${next.weeksMoved} weeks later). Times are the program's local time. */`,
    `export default defineIteration({`,
    `  title: ${quote(config.title)},`,
    `  tutorRegistrationOpensAt: ${quote(config.tutorRegistrationOpensAt)},`,
    `  learnerRegistrationOpensAt: ${quote(config.learnerRegistrationOpensAt)},`,
    `  learnerDeadlineAt: ${quote(config.learnerDeadlineAt)},`,
    `  startsAt: ${quote(config.startsAt)},`,
    `  endsAt: ${quote(config.endsAt)},`,
    `  offerings: [`,
    ...config.offerings.map(offering),
    `  ],`,
    `  surveys: {`,
    `    learnerPre: ${quote(config.surveys.learnerPre)},`,
    `    learnerPost: ${quote(config.surveys.learnerPost)},`,
    `    tutorPre: ${quote(config.surveys.tutorPre)},`,
    `    tutorPost: ${quote(config.surveys.tutorPost)},`,
    `  },`,
    `})`,
    ``,
  ].join('\n')
}
