import type { OfferingTemplate } from '#kernel/programs/define_program'

/*
 * spec 002 "Dialogues": a one-time event (60 minutes) and a club (60 minutes, a weekly slot that
 * meets every two weeks). Decision: at most 10 participants, like the labs (a conversation needs
 * everyone to speak); a club season is 16 weeks, so 8 meetings.
 */
export const MAX_PARTICIPANTS = 10

export const OFFERINGS: OfferingTemplate[] = [
  {
    slug: 'dialogue-event',
    title: 'Dialogue',
    weeks: 1,
    sessionsPerWeek: 1,
    sessionMinutes: 60,
    maxLearners: MAX_PARTICIPANTS,
    oneTime: true,
    topic: { course: 'dialogues', name: 'Politics and policy' },
    description: 'One 60-minute conversation on one question, with a trained facilitator keeping it fair and kind.',
    externalDescription: 'One hour, one question, people who see it differently. Come curious; leave understanding more.',
    forLearners: ['Say what you think and why', 'Hear views you rarely hear', 'Practise disagreeing well'],
    forTutors: ['Facilitate one 60-minute conversation from a discussion guide', 'Keep turns fair and the tone kind', 'Close with what each person learned'],
  },
  {
    slug: 'dialogue-club',
    title: 'Dialogue Club',
    weeks: 16,
    sessionsPerWeek: 1,
    sessionMinutes: 60,
    maxLearners: MAX_PARTICIPANTS,
    scheduleType: 'everyTwoWeeks',
    topic: { course: 'dialogues', name: 'Society and culture' },
    description: 'The same group every two weeks in one weekly slot, a new question each time, for a season.',
    externalDescription: 'Meet the same small group every two weeks for a season and go deeper each time.',
    forLearners: ['Build trust with the same group', 'Take on harder questions as you go', 'Lead a conversation yourself'],
    forTutors: ['Facilitate 8 meetings over 16 weeks', 'Choose questions with the group', 'Coach participants to facilitate'],
  },
]
