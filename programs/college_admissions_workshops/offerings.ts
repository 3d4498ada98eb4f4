import type { OfferingTemplate } from '#kernel/programs/define_program'

/*
 * spec 002 "College admissions workshops": The Essay, The Application, Finding Your Fit,
 * Financial Aid Decoded, and the one-time "Getting Unstuck on Your College Essay".
 * Format: 2 sessions a week, 60 or 75 minutes, 2 or 4 weeks, at most 15 learners.
 */
export const MAX_CLASS_SIZE = 15

export const OFFERINGS: OfferingTemplate[] = [
  {
    slug: 'the-essay',
    title: 'The Essay',
    topic: { course: 'college-admissions', name: 'The Essay' },
    weeks: 4,
    sessionsPerWeek: 2,
    sessionMinutes: 75,
    maxLearners: MAX_CLASS_SIZE,
    description:
      'Eight sessions from blank page to final draft: brainstorming, structure, voice, and two rounds of peer feedback on the personal statement.',
    externalDescription:
      'Write a personal statement that sounds like you. Four weeks of small-group sessions, from finding your story to polishing the final draft.',
    forLearners: [
      'Find a story only you can tell, with brainstorming prompts that work',
      'Turn a rough draft into a focused essay with structure and voice',
      'Get kind, specific feedback from peers and your tutor twice',
      'Finish with a complete draft you are proud to submit',
    ],
    forTutors: [
      'Lead eight 75-minute sessions with a ready-made lesson plan',
      'Run brainstorming and peer-feedback activities in a group of up to 15',
      'Give written feedback on two drafts per learner',
    ],
  },
  {
    slug: 'the-application',
    title: 'The Application',
    topic: { course: 'college-admissions', name: 'The Application' },
    weeks: 4,
    sessionsPerWeek: 2,
    sessionMinutes: 60,
    maxLearners: MAX_CLASS_SIZE,
    description:
      'The Common App and beyond: activities list, honors, recommendation requests, supplements, deadlines and a final review checklist.',
    externalDescription:
      'Put together a complete, organised application: activities, honors, recommendations, supplements and deadlines, with a checklist for every step.',
    forLearners: [
      'Build a college list spreadsheet with every deadline in one place',
      'Write an activities list that shows impact in 150 characters',
      'Ask for recommendation letters the right way, at the right time',
      'Plan and draft your supplemental essays',
    ],
    forTutors: [
      'Lead eight 60-minute sessions from a shared curriculum',
      'Walk learners through the application platforms screen by screen',
      'Review activities lists and supplement plans in small breakout groups',
    ],
  },
  {
    slug: 'finding-your-fit',
    title: 'Finding Your Fit',
    topic: { course: 'college-admissions', name: 'Finding Your Fit' },
    weeks: 2,
    sessionsPerWeek: 2,
    sessionMinutes: 60,
    maxLearners: MAX_CLASS_SIZE,
    description:
      'Four sessions on building a balanced college list: priorities, research tools, reach/match/likely schools, visits and virtual tours.',
    externalDescription:
      'Figure out what you want from college and build a balanced list of schools that fit you academically, socially and financially.',
    forLearners: [
      'Name what matters to you: size, location, majors, cost, community',
      'Use free research tools to compare schools side by side',
      'Build a balanced list of reach, match and likely schools',
    ],
    forTutors: [
      'Lead four 60-minute sessions with a ready-made lesson plan',
      'Share what you wish you had known when choosing a college',
      'Help each learner leave with a first college list',
    ],
  },
  {
    slug: 'financial-aid-decoded',
    title: 'Financial Aid Decoded',
    topic: { course: 'college-admissions', name: 'Financial Aid Decoded' },
    weeks: 2,
    sessionsPerWeek: 2,
    sessionMinutes: 60,
    maxLearners: MAX_CLASS_SIZE,
    description:
      'Four sessions on paying for college: the FAFSA and CSS Profile, reading aid offers, net price calculators, scholarships and appeals.',
    externalDescription:
      'Understand how paying for college really works: the FAFSA, aid offers, scholarships and how to compare the true cost of each school.',
    forLearners: [
      'Know which forms you need, when they are due and what they ask for',
      'Estimate what each school will cost you with net price calculators',
      'Read and compare financial aid offers line by line',
      'Find scholarships worth your time',
    ],
    forTutors: [
      'Lead four 60-minute sessions from a shared curriculum',
      'Explain aid terms in plain language; no finance background needed',
      'Point learners and families to trustworthy free resources',
    ],
  },
  {
    slug: 'getting-unstuck',
    title: 'Getting Unstuck on Your College Essay',
    topic: { course: 'college-admissions', name: 'Getting Unstuck on Your College Essay' },
    weeks: 1,
    sessionsPerWeek: 1,
    sessionMinutes: 75,
    maxLearners: MAX_CLASS_SIZE,
    oneTime: true,
    description:
      'A one-time 75-minute drop-in workshop for writers who are stuck: quick prompts, structure fixes and a plan for the next draft.',
    externalDescription:
      'Stuck on your college essay? One 75-minute session to get moving again, with quick prompts and a plan for your next draft.',
    forLearners: [
      'Get past a blank page or a draft that is not working',
      'Try three quick exercises to find your angle',
      'Leave with a concrete plan for your next draft',
    ],
    forTutors: [
      'Host a single 75-minute workshop from a ready-made plan',
      'Coach writers through short, focused exercises',
    ],
  },
]
