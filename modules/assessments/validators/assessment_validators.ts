import vine from '@vinejs/vine'
import { OPTIONS_MAX, QUESTION_KINDS, QUESTIONS_MAX } from '../shared/index.js'
import { TARGET_KINDS } from '../queries/targets.js'

/* POST /assessments: a new draft's title. */
export const createValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(200),
})

/* PUT /assessments/:id: the title, description and the editor's questions. */
export const assessmentValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(200),
  description: vine.string().trim().maxLength(2000).optional(),
  questions: vine
    .array(
      vine.object({
        kind: vine.enum(QUESTION_KINDS),
        label: vine.string().trim().minLength(1).maxLength(500),
        options: vine.array(vine.string().trim().maxLength(200)).maxLength(OPTIONS_MAX),
        correct: vine.array(vine.number().withoutDecimals().min(0).max(OPTIONS_MAX)).maxLength(OPTIONS_MAX),
        correctNumber: vine.number().nullable().optional(),
        tolerance: vine.number().min(0).max(1e9).optional(),
      })
    )
    .maxLength(QUESTIONS_MAX),
})

/* POST /admin/assessments/:id/templates: the series template whose series all get it. */
export const templateLinkValidator = vine.create({
  seriesTemplateId: vine.number().withoutDecimals().min(1).max(999_999_999_999),
})

/* POST /assessments/:id/links: the series or session to give it in. */
export const linkValidator = vine.create({
  kind: vine.enum(TARGET_KINDS),
  targetId: vine.number().withoutDecimals().min(1).max(999_999_999_999),
})

/* POST /assessments/:id/sat: the SAT practice test's SAT test and new PDFs (uploads by id). */
export const satValidator = vine.create({
  satTest: vine.string().trim().maxLength(40).nullable().optional(),
  testUploadId: vine.number().withoutDecimals().min(1).max(999_999_999_999).optional(),
  answersUploadId: vine.number().withoutDecimals().min(1).max(999_999_999_999).optional(),
})
