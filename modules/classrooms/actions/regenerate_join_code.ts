import db from '@adonisjs/lucid/services/db'
import type Classroom from '../models/classroom.js'
import { unusedJoinCode } from './create_classroom.js'

/** A new join code for the classroom: the old one stops working at once; members stay. */
export async function regenerateJoinCode(classroom: Classroom) {
  return db.transaction(async (trx) => {
    classroom.useTransaction(trx)
    classroom.joinCode = await unusedJoinCode(trx)
    await classroom.save()
    return classroom
  })
}
