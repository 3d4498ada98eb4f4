import { findProgram } from '#kernel/programs/registry'
import type { SubjectResolver } from '#kernel/subjects'
import { findOwnUpload, type UserUpload } from '#modules/uploads/index'
import Assessment from '../models/assessment.js'
import AssessmentSubmission from '../models/assessment_submission.js'
import SatAssessment from '../models/sat_assessment.js'
import { isOpen, SAT_MESSAGES, satFileProblem } from '../shared/index.js'
import { learnsIn, managesAssessment } from '../policies/assessment_policy.js'
import { targetsOf } from './targets.js'

/*
 * SAT practice tests (issue 21 §4 "SAT assessments link a practice test (test and answers PDFs
 * through uploads)"; spec 001 §3.5 sat_assessment). The PDFs are uploads attached to the
 * sat_assessment row; uploads serves them at their /uploads/... address and asks the resolvers
 * below who may download them. Decisions where the spec is silent:
 *   - the test PDF: the assessment's managers (owner, hosts of a linked class) always; a learner of
 *     a class (registrant or series registrant) once the assessment is released there;
 *   - the answers PDF: managers always; a learner only after their own submission of the
 *     assessment (a submission is final, so the answers cannot change it; results release alone does
 *     not open it, since a learner who has not submitted could still submit);
 *   - an archived assessment's PDFs are for its managers only; nobody else (staff included) gets them.
 */
export type SatFile = 'test' | 'answers'
/** The subject types the PDFs are attached to (module.ts registers them under these names). */
export const SAT_TEST_SUBJECT = 'assessment_sat_test'
export const SAT_ANSWERS_SUBJECT = 'assessment_sat_answers'

/** The SAT Bootcamp program's slug: its iterations are the SAT tests (a name, not an import: modules never import programs). */
const SAT_PROGRAM = 'sat-bootcamp'

export async function satOf(assessmentId: number) {
  return SatAssessment.findBy('assessment_id', assessmentId)
}

/** The SAT tests a practice test may prepare for (the SAT Bootcamp's iterations; none when the program is off). */
export function satTestChoices() {
  return (findProgram(SAT_PROGRAM)?.iterations ?? []).map((iteration) => ({ key: iteration.key, title: iteration.title }))
}

export function satTestTitle(key: string | null) {
  if (!key) return null
  return satTestChoices().find((choice) => choice.key === key)?.title ?? key
}

/** Whether a learner (not a manager) of some class of the assessment has it released to them. */
async function releasedTo(userId: number, assessment: Assessment) {
  for (const target of await targetsOf(assessment)) {
    if (target.release && isOpen(assessment, target.release) && (await learnsIn(userId, target))) return true
  }
  return false
}

/** Whether this person may download the practice test's test or answers PDF (the rules above). */
export async function mayOpenSatFile(file: SatFile, assessment: Assessment, userId: number) {
  if (await managesAssessment(userId, assessment)) return true
  if (assessment.archivedAt) return false
  if (file === 'answers') {
    if (!(await AssessmentSubmission.query().where('assessment_id', assessment.id).where('user_id', userId).first())) return false
  }
  return releasedTo(userId, assessment)
}

export function satSubject(file: SatFile): SubjectResolver {
  return {
    async resolve(id, viewer) {
      if (!viewer) return null
      const sat = await SatAssessment.find(id)
      const assessment = sat ? await Assessment.find(sat.assessmentId) : null
      if (!assessment || !(await mayOpenSatFile(file, assessment, viewer.id))) return null
      return { title: `${assessment.title}: ${file === 'test' ? 'practice test' : 'answers'}`, href: '/assessments' }
    },
    async exists(id) {
      return (await SatAssessment.find(id)) !== null
    },
  }
}

/** The user's upload for a practice test PDF, or why it cannot be one (nothing is written either way). */
export async function satUpload(userId: number, uploadId: number): Promise<{ upload: UserUpload } | { error: string }> {
  const upload = await findOwnUpload(userId, uploadId)
  if (!upload) return { error: SAT_MESSAGES.notOwn }
  // The type detected from the bytes, never the one the browser declared.
  const problem = satFileProblem({ type: upload.servedMime, size: upload.size })
  if (problem) return { error: problem }
  if (upload.subjectType) return { error: SAT_MESSAGES.taken }
  return { upload }
}
