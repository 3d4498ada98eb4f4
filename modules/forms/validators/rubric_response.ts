import { errors } from '@vinejs/vine'
import { isRubricVersion, rubricForm, type RubricResponse } from '../shared/index.js'
import { validateForm } from './form_validator.js'

/**
 * A review rubric response (spec 001 §3.10 "a version plus one answer per question slug"),
 * validated by the rubric's form: the same rules, messages and E_VALIDATION_ERROR as any form,
 * with 'version' reported like a field.
 */
export async function validateRubricResponse(data: unknown, viewer: { id: number } | null): Promise<RubricResponse> {
  const { version, answers } = (typeof data === 'object' && data !== null ? data : {}) as { version?: unknown; answers?: unknown }
  if (!isRubricVersion(version)) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'version', message: 'Unknown rubric version', rule: 'rubricVersion' }])
  }
  const { values } = await validateForm(rubricForm(version), answers ?? {}, viewer)
  return { version, answers: values as Record<string, string> }
}
