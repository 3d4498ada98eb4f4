/** An instant shown in the viewer's time zone (spec: store UTC, show in the viewer's zone). */
export function formatInstant(value: string | null | undefined, timezone: string | undefined, withTime = true) {
  if (!value) return '—'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: timezone || 'UTC',
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(date)
  } catch {
    return date.toISOString()
  }
}

export const numberFormat = new Intl.NumberFormat('en-US')
