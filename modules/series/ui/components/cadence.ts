/* How a template's schedule reads on the series pages (spec 002 §9 schedule types). */
export const SCHEDULE_LABELS: Record<string, string> = {
  weekly: 'Weekly',
  biweekly: 'Twice a week',
  everyTwoWeeks: 'Every two weeks',
}

/** "2× a week", "Twice a week", "Every two weeks". */
export function cadenceLabel(scheduleType: string, sessionsPerWeek: number) {
  if (scheduleType === 'weekly') return sessionsPerWeek === 1 ? 'Weekly' : `${sessionsPerWeek}× a week`
  return SCHEDULE_LABELS[scheduleType] ?? scheduleType
}
