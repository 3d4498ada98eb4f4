import type { OfferingTemplate } from '#kernel/programs/define_program'

/*
 * The camp's tracks. The spec gives only the camp's dates ("Summer camp runs 1 July to 31 Aug
 * 2025"); decision: four small-group tracks a learner can combine over the summer, each a short
 * series inside the camp's dates, at most 10 learners like the labs.
 */
const MAX = 10
const tutorBullets = (sessions: number, minutes: number) => [
  `Lead ${sessions} sessions of ${minutes} minutes with a ready-made plan`,
  'Keep a group of up to 10 campers working together',
  'Count the hours towards your volunteer record',
]

export const OFFERINGS: OfferingTemplate[] = [
  {
    slug: 'math-bridge',
    title: 'Math Bridge',
    weeks: 4,
    sessionsPerWeek: 2,
    sessionMinutes: 60,
    maxLearners: MAX,
    description: 'Four weeks reviewing last year\'s math and previewing next year\'s, pitched at the group.',
    externalDescription: 'Keep your math sharp over the summer and start next year ahead: four weeks, two sessions a week.',
    forLearners: ['Fill the gaps from last year', 'Preview the first units of next year', 'Practise with peers, not alone'],
    forTutors: tutorBullets(8, 60),
  },
  {
    slug: 'reading-writing-lab',
    title: 'Reading and Writing Lab',
    weeks: 4,
    sessionsPerWeek: 2,
    sessionMinutes: 60,
    maxLearners: MAX,
    description: 'Close reading of short texts and weekly writing with peer feedback.',
    externalDescription: 'Read something great each week and write about it, with feedback from peers and a tutor.',
    forLearners: ['Read closely and discuss', 'Write a short piece every week', 'Give and get kind, specific feedback'],
    forTutors: tutorBullets(8, 60),
  },
  {
    slug: 'intro-to-coding',
    title: 'Intro to Coding',
    weeks: 2,
    sessionsPerWeek: 3,
    sessionMinutes: 60,
    maxLearners: MAX,
    description: 'Two weeks of beginner programming in the browser: variables, loops, functions and a small project.',
    externalDescription: 'Build your first small program in two weeks, no experience needed.',
    forLearners: ['Write and run code in the browser', 'Use loops and functions', 'Finish a small project to show'],
    forTutors: tutorBullets(6, 60),
  },
  {
    slug: 'college-essay-head-start',
    title: 'College Essay Head Start',
    weeks: 2,
    sessionsPerWeek: 2,
    sessionMinutes: 75,
    maxLearners: MAX,
    description: 'For rising seniors: brainstorm and draft the personal statement before the school year starts.',
    externalDescription: 'Rising senior? Leave summer with a first draft of your college essay.',
    forLearners: ['Find your essay topic', 'Write a complete first draft', 'Get feedback before school starts'],
    forTutors: tutorBullets(4, 75),
  },
]
