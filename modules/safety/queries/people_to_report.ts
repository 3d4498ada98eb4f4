import { searchSubjectPeople, type SubjectPerson } from '#kernel/subjects'
import { User } from '#modules/identity/index'

const LIMIT = 8

/**
 * People a reporter may name: within a session, its people through the session owner's
 * searchPeople (the owner decides who the reporter may see); without one, only the account whose
 * username is exactly what they typed (no browsing the member list of a platform for minors).
 */
export async function peopleToReport(viewerId: number, query: string, sessionId: number | null): Promise<SubjectPerson[]> {
  if (sessionId !== null) {
    const people = await searchSubjectPeople({ type: 'session', id: sessionId }, { id: viewerId }, query, LIMIT)
    if (people) return people.filter((person) => person.userId !== viewerId)
  }
  const user = await User.findBy('username', query.toLowerCase())
  return user && user.id !== viewerId ? [{ userId: user.id, username: user.username, displayName: user.displayName }] : []
}
