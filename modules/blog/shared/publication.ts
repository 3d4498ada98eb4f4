/*
 * An article's publication state, from published_at alone (spec 001 §3.2): no date is a draft, a
 * date in the future is scheduled, a date now or past is published.
 */
export type PublicationState = 'draft' | 'scheduled' | 'published'

export function publicationState(publishedAt: string | Date | null, now: Date = new Date()): PublicationState {
  if (publishedAt === null) return 'draft'
  const at = typeof publishedAt === 'string' ? new Date(publishedAt) : publishedAt
  return at.getTime() > now.getTime() ? 'scheduled' : 'published'
}

export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}
