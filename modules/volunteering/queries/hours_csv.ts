import { fromDbDate } from '#app/support/database/values'
import { hoursText } from '../shared/index.js'
import { rowState, type HoursRow } from './activities.js'

/**
 * A CSV cell: quoted, quotes doubled, and a leading =, +, -, @, tab or carriage return defused
 * with an apostrophe (OWASP "CSV injection": spreadsheets run such cells as formulas).
 */
export function csvCell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** The Volunteer Hours export: one line per entry, the header first. */
export function hoursCsv(rows: HoursRow[]): string {
  const header = ['Date', 'Name', 'Username', 'Type', 'Hours', 'State', 'Description']
  const lines = rows.map((row) =>
    [
      fromDbDate(row.date)?.toISODate() ?? '',
      row.person_name,
      row.person_username,
      row.type,
      hoursText(Number(row.duration_seconds)),
      rowState(row),
      row.description,
    ]
      .map(csvCell)
      .join(',')
  )
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n'
}
