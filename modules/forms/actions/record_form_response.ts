import db from '@adonisjs/lucid/services/db'
import { attachUploads } from '#modules/uploads/index'
import FormResponse from '../models/form_response.js'
import { FORM_RESPONSE_SUBJECT } from '../response_subject.js'
import type { FormDefinition } from '../shared/index.js'
import type { ValidatedForm } from '../validators/form_validator.js'

/**
 * Stores a validated response (validateForm's output) as a new row and, in the same transaction,
 * makes it the owner of the uploads it points at, so a file is visible exactly where the response
 * is (FormResponsePolicy.view).
 */
export async function recordFormResponse(userId: number, definition: FormDefinition, form: ValidatedForm): Promise<FormResponse> {
  return db.transaction(async (trx) => {
    const response = await FormResponse.create({ formKey: definition.key, userId, values: form.values }, { client: trx })
    await attachUploads(form.uploadIds, { type: FORM_RESPONSE_SUBJECT, id: response.id }, { client: trx })
    return response
  })
}
