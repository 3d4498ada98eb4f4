import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { refuseForm } from '#app/support/http'
import type { FormBlock } from '#modules/forms/shared/index'
import SessionPolicy from '../policies/session_policy.js'
import { questionnaireBlocks, SESSION_QUESTIONNAIRE_MESSAGES } from '../questionnaire.js'
import { questionnaireMessages, questionnaireValidator } from '../validators/questionnaire_validators.js'
import { updateSessionQuestionnaire } from '../actions/update_session_questionnaire.js'
import { updateRegistrationAnswers } from '../actions/update_registration_answers.js'
import { answersFrom } from './answers.js'
import { denied, done, refused, routeSession, sessionPath } from './respond.js'

/*
 * A one-off session's questionnaire (issue 21 §3; spec 001 §3.3 session.questionnaire): its host
 * edits it until the session starts; a registrant changes their own answers until then.
 */
export default class QuestionnaireController {
  /** GET /session/:id/questionnaire — the editor (series/questionnaire_edit's tutoring twin). */
  async edit(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('editQuestionnaire', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { session } = loaded
    return ctx.inertia.render('tutoring/questionnaire_edit', {
      heading: `Questionnaire: ${session.title}`,
      questions: session.questionnaire as FormBlock[],
      saveUrl: urlFor('tutoring.questionnaire.update', { id: session.id }),
      back: sessionPath(session.id),
    })
  }

  /** PUT /session/:id/questionnaire */
  async update(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('editQuestionnaire', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(questionnaireValidator, { messagesProvider: questionnaireMessages })
    const checked = questionnaireBlocks(payload.questions)
    if ('problem' in checked) return refuseForm(ctx, { questions: checked.problem })
    const id = loaded.session.id
    const result = await updateSessionQuestionnaire(id, checked.blocks)
    if (!result.ok) return refused(ctx, result.reason, 422, sessionPath(id))
    return done(ctx, SESSION_QUESTIONNAIRE_MESSAGES.saved, sessionPath(id))
  }

  /** PUT /session/:id/registration/answers — the registrant's own answers. */
  async updateAnswers(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('editAnswers', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const answers = await answersFrom(ctx, loaded.session)
    if ('errors' in answers) return refuseForm(ctx, answers.errors)
    const id = loaded.session.id
    const result = await updateRegistrationAnswers(id, ctx.auth.user!.id, answers.values ?? {})
    if (!result.ok) return refused(ctx, result.reason, 422, sessionPath(id))
    return done(ctx, SESSION_QUESTIONNAIRE_MESSAGES.answersSaved, sessionPath(id))
  }
}
