import type { OfferingTemplate } from '#kernel/programs/define_program'

/*
 * What club members do on the platform: they host small-group homework help for younger learners
 * and their approved hours count for their club. The spec gives no offering ("further details not
 * shown"); decision: one weekly homework-help series per school term, 60 minutes, up to 6
 * learners (a first-time volunteer tutor can keep six people busy).
 */
export const OFFERINGS: OfferingTemplate[] = [
  {
    slug: 'homework-help',
    title: 'Key Club Homework Help',
    weeks: 10,
    sessionsPerWeek: 1,
    sessionMinutes: 60,
    maxLearners: 6,
    topic: { course: 'enrichment', name: 'Study skills' },
    // Open to every learner: the club's own world is by invitation (its members only).
    world: 'enrichment',
    description: 'A weekly hour of homework help hosted by a club member, the same group all term.',
    externalDescription: 'Bring your homework: a club member helps a small group every week for a term.',
    forLearners: ['Get unstuck on this week\'s homework', 'The same small group and tutor all term', 'Learn how to study, not only the answer'],
    forTutors: ['Host one hour a week for 10 weeks', 'Help up to 6 learners with their homework', 'Your approved hours count for your club'],
  },
]
