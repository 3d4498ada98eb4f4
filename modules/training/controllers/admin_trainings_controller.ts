import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerDone, positiveIdParam, notFound, refuseForm } from '#app/support/http'
import { answerDenial, answerWriteDenial } from '#modules/identity/index'
import TrainingPolicy from '../policies/training_policy.js'
import Training from '../models/training.js'
import { adminTrainings } from '../queries/trainings.js'
import { createTraining } from '../actions/create_training.js'
import { setTrainingArchived } from '../actions/set_training_archived.js'
import { assignTraining } from '../actions/assign_training.js'
import { setTemplateTraining } from '../actions/set_template_training.js'
import { archiveValidator, assignValidator, createTrainingValidator, templateValidator, TRAINING_FORM_MESSAGES } from '../validators/training_validators.js'
import AdminTrainingTransformer from '../transformers/admin_training_transformer.js'
import { TUTOR_TRAININGS_PAGE } from '../admin_pages.js'

/* The Tutor Trainings console page, /admin/tutor-trainings (spec 000 §2.6; §6.3: mentor). */
export default class AdminTrainingsController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TrainingPolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    return ctx.inertia.render('training/admin', {
      trainings: AdminTrainingTransformer.transform(await adminTrainings()),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), TUTOR_TRAININGS_PAGE.key)),
    })
  }

  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TrainingPolicy).execute('manage')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const payload = await ctx.request.validateUsing(createTrainingValidator)
    const training = await createTraining({
      slug: payload.slug,
      title: payload.title,
      excerpt: payload.excerpt ?? '',
      description: payload.description,
      tagline: payload.tagline ?? '',
      primaryType: payload.primaryType,
      secondaryType: payload.secondaryType ?? null,
      timeEstimateMinutes: payload.timeEstimateMinutes,
      linkTraining: payload.linkTraining ?? null,
      linkSummary: payload.linkSummary ?? null,
    })
    if (!training) return refuseForm(ctx, { slug: TRAINING_FORM_MESSAGES.slugTaken })
    return answerDone(ctx, `Training created: ${training.title}.`)
  }

  async archive(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TrainingPolicy).execute('manage')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const training = (await Training.find(positiveIdParam(ctx))) ?? notFound(ctx)
    const { archived } = await ctx.request.validateUsing(archiveValidator)
    await setTrainingArchived(training, archived)
    return answerDone(ctx, archived ? `Archived: ${training.title}.` : `Restored: ${training.title}.`)
  }

  async assign(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TrainingPolicy).execute('manage')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const training = (await Training.find(positiveIdParam(ctx))) ?? notFound(ctx)
    const payload = await ctx.request.validateUsing(assignValidator)
    const result = await assignTraining({ trainingId: training.id, username: payload.username, priority: payload.priority, note: payload.note ?? null, mentorUserId: ctx.auth.getUserOrFail().id })
    if (!result.ok) return refuseForm(ctx, { [result.field]: result.reason })
    return answerDone(ctx, `Assigned “${training.title}” to ${result.username}.`)
  }

  /** spec 001 §5.4: a series template requires this training (or no longer does). */
  async template(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TrainingPolicy).execute('manage')
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    const training = (await Training.find(positiveIdParam(ctx))) ?? notFound(ctx)
    const { templateId, required } = await ctx.request.validateUsing(templateValidator)
    if (required && training.primaryType !== 'tutor') return refuseForm(ctx, { templateId: TRAINING_FORM_MESSAGES.notTutorTraining })
    if (required && training.archivedAt) return refuseForm(ctx, { templateId: TRAINING_FORM_MESSAGES.archived })
    if (!(await setTemplateTraining(templateId, training.id, required))) {
      return refuseForm(ctx, { templateId: required ? TRAINING_FORM_MESSAGES.noSuchTemplate : TRAINING_FORM_MESSAGES.notRequiredBy })
    }
    return answerDone(ctx, required ? `Template ${templateId} now requires “${training.title}”.` : `Template ${templateId} no longer requires a training.`)
  }
}
