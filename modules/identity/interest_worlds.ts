/*
 * The worlds a newcomer may name as their primary interest at onboarding (spec 001 §5.5). They
 * are the worlds context's data and worlds sits above identity, so worlds registers them here
 * when it loads (its module.ts) rather than identity importing worlds.
 */
export type InterestWorld = { slug: string; title: string; visibility: 'public' | 'unlisted' | 'membership' }

let provider: () => readonly InterestWorld[] = () => []

export function registerInterestWorlds(source: () => readonly InterestWorld[]) {
  provider = source
}

/** Every world a primary interest may name (the open topic communities, not program worlds). */
export function interestWorlds(): readonly InterestWorld[] {
  return provider()
}
