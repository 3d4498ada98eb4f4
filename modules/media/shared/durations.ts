/**
 * "Recording was too short. It should be at least X long" (spec 001 §5.1): X in words, e.g.
 * "10 seconds", "1 minute", "1 minute 30 seconds" (the spec leaves the format open).
 */
export function durationInWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  const parts: string[] = []
  if (minutes > 0) parts.push(plural(minutes, 'minute'))
  if (rest > 0 || minutes === 0) parts.push(plural(rest, 'second'))
  return parts.join(' ')
}

/** The recording clock, "m:ss" (e.g. "1:05"). */
export function clockTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}
