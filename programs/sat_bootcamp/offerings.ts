import type { OfferingTemplate } from '#kernel/programs/define_program'
import { FACTS, MATH_OFFERING, READING_WRITING_OFFERING, WORLD_SLUG } from './constants.js'

/*
 * spec 002 "SAT bootcamp": 4 weeks, 2 sessions per week, 75 minutes, max 10 learners. A series
 * has one catalog topic; decision: each offering's sessions sit under its course's first unit
 * review (the catalogue has no whole-section topic), and the host covers the whole section.
 */
const shape = {
  weeks: FACTS.weeks,
  sessionsPerWeek: FACTS.sessionsPerWeek,
  sessionMinutes: FACTS.sessionMinutes,
  maxLearners: FACTS.maxLearners,
  scheduleType: 'weekly',
  world: WORLD_SLUG,
} as const

export const OFFERINGS: OfferingTemplate[] = [
  {
    ...shape,
    slug: MATH_OFFERING,
    title: 'SAT Bootcamp: Math',
    topic: { course: 'sat-math', name: 'Algebra' },
    description: 'Eight 75-minute sessions over 4 weeks on the SAT math section, for up to 10 learners, ending before the test.',
    externalDescription: 'Four weeks of small-group practice for the SAT math section with a volunteer tutor.',
    forLearners: ['Two 75-minute sessions a week for 4 weeks', 'A small group of at most 10 learners', 'Practice the math questions the SAT asks'],
    forTutors: ['Host two 75-minute sessions a week for 4 weeks', 'Coach up to 10 learners through SAT math', 'Attend an onboarding session before you publish'],
  },
  {
    ...shape,
    slug: READING_WRITING_OFFERING,
    title: 'SAT Bootcamp: Reading and Writing',
    topic: { course: 'sat-reading-writing', name: 'Craft and Structure' },
    description: 'Eight 75-minute sessions over 4 weeks on the SAT reading and writing section, for up to 10 learners, ending before the test.',
    externalDescription: 'Four weeks of small-group practice for the SAT reading and writing section with a volunteer tutor.',
    forLearners: ['Two 75-minute sessions a week for 4 weeks', 'A small group of at most 10 learners', 'Practice reading passages and grammar questions'],
    forTutors: ['Host two 75-minute sessions a week for 4 weeks', 'Coach up to 10 learners through SAT reading and writing', 'Attend an onboarding session before you publish'],
  },
]
