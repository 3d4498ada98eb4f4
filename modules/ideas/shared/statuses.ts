/*
 * Where an idea stands (the spec names no values; decision). Staff move an idea freely between
 * them with a short note; a new idea starts at 'new'.
 */
export const IDEA_STATUSES = [
  { value: 'new', label: 'New', color: 'gray' },
  { value: 'under-review', label: 'Under review', color: 'yellow' },
  { value: 'planned', label: 'Planned', color: 'blue' },
  { value: 'in-progress', label: 'In progress', color: 'indigo' },
  { value: 'done', label: 'Done', color: 'teal' },
  { value: 'declined', label: 'Declined', color: 'red' },
] as const

export type IdeaStatus = (typeof IDEA_STATUSES)[number]['value']

export const IDEA_STATUS_VALUES: readonly IdeaStatus[] = IDEA_STATUSES.map((status) => status.value)

export function isIdeaStatus(value: unknown): value is IdeaStatus {
  return typeof value === 'string' && (IDEA_STATUS_VALUES as readonly string[]).includes(value)
}

export const IDEA_SORTS = ['top', 'new'] as const
export type IdeaSort = (typeof IDEA_SORTS)[number]

export const IDEA_LIMITS = { titleMin: 5, titleMax: 120, statusNoteMax: 280 } as const

export const IDEA_MESSAGES = {
  body: 'Please describe your idea.',
  noImages: 'Ideas are text only: please remove the image.',
  ownIdea: 'You cannot upvote your own idea.',
  blocked: 'Your account cannot post or vote on ideas right now.',
  tooMany: 'You have shared several ideas in the last hour. Please try again later.',
} as const
