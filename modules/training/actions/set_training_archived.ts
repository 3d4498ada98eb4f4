import { DateTime } from 'luxon'
import type Training from '../models/training.js'

/** Archives or restores a training: an archived one is offered to no one and gates no hosting; submissions stay. */
export async function setTrainingArchived(training: Training, archived: boolean) {
  training.archivedAt = archived ? (training.archivedAt ?? DateTime.utc()) : null
  await training.save()
  return training
}
