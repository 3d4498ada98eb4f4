/*
 * Cross-context references (DESIGN "Things that other contexts point at"): moderation, feedback,
 * notifications and messaging store a subject as `{ type, id }` and never import its owner. The
 * owning context registers a resolver for its type (in its module.ts `register(hooks)`:
 * `hooks.subject(type, resolver)`); `resolveSubject` answers the subject's title and link for a
 * viewer, or null when it does not exist or the viewer may not see it (its owner's view policy),
 * so a reference never discloses what its owner would hide.
 */
export type SubjectRef = { type: string; id: number }

export type ResolvedSubject = SubjectRef & { title: string; href: string }

/** A viewer as the owners' policies need them (null: a visitor). */
export type SubjectViewer = { id: number } | null

/** A person as others may see them (mentions): never an e-mail address or an age. */
export type SubjectPerson = { userId: number; username: string; displayName: string }

export type SubjectResolver = {
  /** Title and link of a subject this viewer may see; null when it is missing or hidden from them. */
  resolve(id: number, viewer: SubjectViewer): Promise<{ title: string; href: string } | null>
  /**
   * People of the subject whose name or username contains `query` (up to `limit`), for
   * mentions; null when the viewer may not see the subject. Subjects without people omit it.
   */
  searchPeople?(id: number, viewer: SubjectViewer, query: string, limit: number): Promise<SubjectPerson[] | null>
  /**
   * Whether the subject is happening right now (a session in progress), for anyone: safety alerts
   * the on-call staff at once about a high-severity report on a live session. Omitted: never live.
   */
  liveNow?(id: number): Promise<boolean>
  /** Whether the subject still exists, for anyone (retention jobs); without it, it is assumed to. */
  exists?(id: number): Promise<boolean>
}

const resolvers = new Map<string, { owner: string; resolver: SubjectResolver }>()

const SUBJECT_TYPE = /^[a-z][a-z0-9_.]*$/

export function registerSubjectType(owner: string, type: string, resolver: SubjectResolver) {
  if (!SUBJECT_TYPE.test(type)) throw new Error(`${owner}: subject type "${type}" must be lower-case words (e.g. "session")`)
  const existing = resolvers.get(type)
  if (existing) throw new Error(`${owner}: subject type "${type}" is already registered by ${existing.owner}`)
  resolvers.set(type, { owner, resolver })
}

/** The subject as this viewer may see it, or null (unknown type, missing, or hidden). */
export async function resolveSubject(ref: SubjectRef, viewer: SubjectViewer): Promise<ResolvedSubject | null> {
  const entry = resolvers.get(ref.type)
  if (!entry || !Number.isInteger(ref.id) || ref.id < 1) return null
  const resolved = await entry.resolver.resolve(ref.id, viewer)
  return resolved ? { type: ref.type, id: ref.id, ...resolved } : null
}

/** People of a subject the viewer may mention; null when the subject is unknown, hidden or has no people. */
export async function searchSubjectPeople(ref: SubjectRef, viewer: SubjectViewer, query: string, limit: number): Promise<SubjectPerson[] | null> {
  const entry = resolvers.get(ref.type)
  if (!entry?.resolver.searchPeople || !Number.isInteger(ref.id) || ref.id < 1) return null
  return entry.resolver.searchPeople(ref.id, viewer, query, limit)
}

/**
 * False only when the subject's owner says it is gone (existence, not visibility). An unknown type
 * (a switched-off program) or an owner that cannot tell answers true: never delete what no one checked.
 */
export async function subjectExists(ref: SubjectRef): Promise<boolean> {
  const entry = resolvers.get(ref.type)
  if (!entry?.resolver.exists) return true
  return entry.resolver.exists(ref.id)
}

/** Whether the subject's owner says it is happening now (false for unknown types and owners without liveNow). */
export async function subjectIsLive(ref: SubjectRef): Promise<boolean> {
  const entry = resolvers.get(ref.type)
  if (!entry?.resolver.liveNow || !Number.isInteger(ref.id) || ref.id < 1) return false
  return entry.resolver.liveNow(ref.id)
}

export function subjectTypes(): string[] {
  return [...resolvers.keys()].sort()
}
