import { searchSubjectPeople, type SubjectRef } from '#kernel/subjects'
import { MENTION_RULES } from '../shared/index.js'

/** People of the subject the viewer may mention, matching the query (at most 8), without the viewer. */
export async function mentionablePeople(within: SubjectRef, viewerId: number, query: string) {
  const people = await searchSubjectPeople(within, { id: viewerId }, query, MENTION_RULES.maxResults + 1)
  return (people ?? []).filter((person) => person.userId !== viewerId).slice(0, MENTION_RULES.maxResults)
}
