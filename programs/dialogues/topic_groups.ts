/* spec 002 "Dialogues": the topic groups conversations are filed under. */
export const TOPIC_GROUPS = [
  { slug: 'political', label: 'Political' },
  { slug: 'social', label: 'Social' },
  { slug: 'cultural', label: 'Cultural' },
  { slug: 'economic', label: 'Economic' },
  { slug: 'legal', label: 'Legal' },
  { slug: 'global', label: 'Global' },
  { slug: 'future', label: 'Future' },
  { slug: 'technology', label: 'Technology' },
  { slug: 'health', label: 'Health' },
  { slug: 'philosophy', label: 'Philosophy' },
  { slug: 'miscellaneous', label: 'Miscellaneous' },
] as const

export type TopicGroup = (typeof TOPIC_GROUPS)[number]['slug']

/**
 * spec 000 §2.2 "/dialogues?utm_content=": a campaign link names the topic group it advertised
 * (decision: utm_content is a topic group's slug, e.g. ?utm_content=technology); the page leads
 * with that group. Anything else is ignored — the value is never echoed back.
 */
export function featuredTopicGroup(utmContent: unknown): TopicGroup | null {
  if (typeof utmContent !== 'string') return null
  const wanted = utmContent.trim().toLowerCase()
  return TOPIC_GROUPS.find((group) => group.slug === wanted)?.slug ?? null
}
