import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Classroom from '../models/classroom.js'
import { generateJoinCode } from '../join_code.js'

/** A code no classroom holds yet (the unique column is the last word; a clash this rare is retried). */
export async function unusedJoinCode(trx: TransactionClientContract): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = generateJoinCode()
    if (!(await trx.from(Classroom.table).where('join_code', code).first())) return code
  }
  throw new Error('no unused join code after 10 attempts')
}

export type NewClassroom = { name: string; worldId: number | null; topicId: number | null }

/** An educator's new classroom with a fresh join code. */
export async function createClassroom(educatorUserId: number, input: NewClassroom) {
  return db.transaction(async (trx) => Classroom.create({ educatorUserId, ...input, joinCode: await unusedJoinCode(trx) }, { client: trx }))
}
