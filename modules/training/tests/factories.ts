import Training from '../models/training.js'
import type { TrainingPrimaryType } from '../shared/rules.js'

let counter = 0

/** A live training with a unique slug (tests make their own rows). */
export async function makeTraining(overrides: Partial<{ title: string; primaryType: TrainingPrimaryType; secondaryType: string | null; archived: boolean }> = {}) {
  counter += 1
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e5).toString(36)}`
  return Training.create({
    slug: `training-${id}`,
    title: overrides.title ?? `Training ${id}`,
    excerpt: 'A short training.',
    description: 'What this training covers, in a few sentences.',
    tagline: '',
    primaryType: overrides.primaryType ?? 'tutor',
    secondaryType: overrides.secondaryType ?? null,
    timeEstimateMinutes: 15,
    linkTraining: 'https://example.org/training',
    linkSummary: null,
    archivedAt: overrides.archived ? (await import('luxon')).DateTime.utc() : null,
  })
}
