import { BaseTransformer } from '@adonisjs/core/transformers'
import type SatAssessment from '../models/sat_assessment.js'
import { satTestTitle } from '../queries/sat.js'

/** An SAT practice test: its SAT test and PDFs (uploads serves them, access-checked, at these URLs). */
export default class SatAssessmentTransformer extends BaseTransformer<SatAssessment> {
  toObject() {
    const sat = this.resource
    return {
      satTest: sat.satTest,
      satTestTitle: satTestTitle(sat.satTest),
      testPdfUrl: sat.testPdfUrl,
      answersPdfUrl: sat.answersPdfUrl,
    }
  }

  /** For the take page: the answers PDF's address only to those who may open it. */
  forViewer(mayOpenAnswers: boolean) {
    const sat = this.resource
    return {
      satTestTitle: satTestTitle(sat.satTest),
      testPdfUrl: sat.testPdfUrl,
      answersPdfUrl: mayOpenAnswers ? sat.answersPdfUrl : null,
    }
  }
}
