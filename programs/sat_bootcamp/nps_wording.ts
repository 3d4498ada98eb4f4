import type { DateTime } from 'luxon'
import type { SatTest } from './sat_tests.js'

/*
 * spec 002 §9 "The SAT bootcamp NPS wording applies when the series has an SAT test ending within
 * 7 days". The spec gives neither the words nor which side of the test the 7 days lie on.
 * Decisions: the window runs from 7 days before the test day begins to 7 days after it ends (New
 * York time, like every date of the test), so the bootcamp's last sessions, the test weekend and
 * the week after all read the same; the words name the bootcamp and the test instead of the site.
 */
export const SAT_NPS_WINDOW_DAYS = 7

export const SAT_NPS_QUESTIONS = {
  learner: 'How likely are you to recommend the SAT Bootcamp to a friend preparing for the SAT?',
  tutor: 'How likely are you to recommend hosting an SAT Bootcamp to another tutor?',
} as const

export function usesSatNpsWording(test: SatTest | null, now: DateTime): boolean {
  if (!test) return false
  const from = test.testDate.startOf('day').minus({ days: SAT_NPS_WINDOW_DAYS })
  const until = test.testDate.endOf('day').plus({ days: SAT_NPS_WINDOW_DAYS })
  return now >= from && now <= until
}
