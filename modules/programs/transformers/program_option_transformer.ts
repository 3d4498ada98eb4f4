import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RegisteredProgram } from '#kernel/programs/define_program'

/** A registered program as a choice in a filter. */
export default class ProgramOptionTransformer extends BaseTransformer<RegisteredProgram> {
  toObject() {
    return this.pick(this.resource, ['slug', 'title'])
  }
}
