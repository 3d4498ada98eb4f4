import { BaseTransformer } from '@adonisjs/core/transformers'
import { formatJoinCode } from '../join_code.js'
import type { ClassroomRow } from '../queries/classrooms.js'

/** A classroom as its educator sees it in "My Classrooms": with its join code and how many share. */
export default class ClassroomTransformer extends BaseTransformer<ClassroomRow> {
  toObject() {
    const { classroom, worldTitle, topicName, sharingCount } = this.resource
    return { id: classroom.id, name: classroom.name, worldTitle, topicName, joinCode: formatJoinCode(classroom.joinCode), sharingCount }
  }
}
