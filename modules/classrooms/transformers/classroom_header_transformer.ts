import { BaseTransformer } from '@adonisjs/core/transformers'
import type Classroom from '../models/classroom.js'
import { formatJoinCode } from '../join_code.js'

type Header = { classroom: Classroom; worldTitle: string | null; topicName: string | null; canManage: boolean }

/** The head of a classroom's progress page; the join code only for its educator (safety staff only look). */
export default class ClassroomHeaderTransformer extends BaseTransformer<Header> {
  toObject() {
    const { classroom, worldTitle, topicName, canManage } = this.resource
    return { id: classroom.id, name: classroom.name, worldTitle, topicName, canManage, joinCode: canManage ? formatJoinCode(classroom.joinCode) : null }
  }
}
