/* Session labels shared by the tutoring pages (times: ~/lib/time). */
export const STATE_LABELS: Record<string, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'haven' },
  in_progress: { label: 'In progress', color: 'green' },
  ended: { label: 'Ended', color: 'gray' },
  canceled: { label: 'Canceled', color: 'red' },
}

export function languageNames(codes: string[], languages: Array<{ code: string; label: string }>) {
  return codes.map((code) => languages.find((l) => l.code === code)?.label ?? code.toUpperCase())
}
