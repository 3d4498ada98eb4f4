import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Classroom from '../models/classroom.js'
import ClassroomMember from '../models/classroom_member.js'

export type JoinOutcome =
  | { ok: true; classroom: Classroom; already: boolean }
  | { ok: false; reason: 'unknown-code' | 'own-classroom' }

/**
 * A learner joins with a (normalised) code, sharing their progress: joining needs the consent. A
 * member who had stopped sharing and joins again shares again.
 */
export async function joinClassroom(userId: number, code: string): Promise<JoinOutcome> {
  return db.transaction(async (trx) => {
    const classroom = await Classroom.query({ client: trx }).where('join_code', code).first()
    if (!classroom) return { ok: false, reason: 'unknown-code' }
    if (classroom.educatorUserId === userId) return { ok: false, reason: 'own-classroom' }
    const now = DateTime.utc()
    const existing = await ClassroomMember.query({ client: trx }).where({ classroomId: classroom.id, userId }).first()
    if (existing) {
      if (!existing.sharing) {
        existing.useTransaction(trx)
        existing.merge({ consentedAt: now, consentWithdrawnAt: null })
        await existing.save()
      }
      return { ok: true, classroom, already: true }
    }
    await ClassroomMember.create({ classroomId: classroom.id, userId, joinedAt: now, consentedAt: now, consentWithdrawnAt: null }, { client: trx })
    return { ok: true, classroom, already: false }
  })
}
