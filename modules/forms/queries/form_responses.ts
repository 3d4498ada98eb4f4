import FormResponse from '../models/form_response.js'

/* Reads of stored form responses. */

/** The user's latest response to the form with this key, or null. */
export async function latestFormResponse(userId: number, formKey: string): Promise<FormResponse | null> {
  return FormResponse.query().where('user_id', userId).where('form_key', formKey).orderBy('id', 'desc').first()
}

export async function findFormResponse(id: number): Promise<FormResponse | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null
  return FormResponse.find(id)
}
