/* spec 000 §6.4 / spec 002 §9: member ranks, ordered. */
export const MEMBER_LEVELS = ['member', 'tutor', 'senior-tutor', 'coach', 'moderator'] as const
export type MemberLevel = (typeof MEMBER_LEVELS)[number]

export function isMemberLevel(value: unknown): value is MemberLevel {
  return typeof value === 'string' && (MEMBER_LEVELS as readonly string[]).includes(value)
}

/** spec 000 §6.4: at-least-level checks over the ordered ranks. */
export function isAtLeastLevel(level: MemberLevel, required: MemberLevel) {
  return MEMBER_LEVELS.indexOf(level) >= MEMBER_LEVELS.indexOf(required)
}
