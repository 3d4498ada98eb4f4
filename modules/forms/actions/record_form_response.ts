import db from '@adonisjs/lucid/services/db'
import FormResponse from '../models/form_response.js'
import type { FormDefinition } from '../shared/index.js'
import type { ValidatedForm } from '../validators/form_validator.js'

/**
 * Stores a validated response (validateForm's output) as a new row, in one transaction with
 * marking its uploads as owned by the response, so a file is visible exactly where the response is.
 */
export async function recordFormResponse(userId: number, definition: FormDefinition, form: ValidatedForm): Promise<FormResponse> {
  return db.transaction(async (trx) => {
    const response = await FormResponse.create({ formKey: definition.key, userId, values: form.values }, { client: trx })
    return response
  })
}
