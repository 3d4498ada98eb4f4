import db from '@adonisjs/lucid/services/db'
import Training from '../models/training.js'
import type { TrainingPrimaryType } from '../shared/rules.js'

export type TrainingInput = {
  slug: string
  title: string
  excerpt: string
  description: string
  tagline: string
  primaryType: TrainingPrimaryType
  secondaryType: string | null
  timeEstimateMinutes: number
  linkTraining: string | null
  linkSummary: string | null
}

/** Creates a training (Admin Tutor Trainings). Null when the slug is taken. */
export async function createTraining(input: TrainingInput): Promise<Training | null> {
  return db.transaction(async (trx) => {
    if (await Training.query({ client: trx }).where('slug', input.slug).first()) return null
    return Training.create({ ...input, archivedAt: null }, { client: trx })
  })
}
