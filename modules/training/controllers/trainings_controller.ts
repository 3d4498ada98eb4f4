import type { HttpContext } from '@adonisjs/core/http'
import { answerDone, notFound, refuseForm } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import TrainingPolicy from '../policies/training_policy.js'
import { findTraining, tutorTrainingsOf } from '../queries/trainings.js'
import { completeTrainingNow } from '../actions/complete_training.js'
import { recoverAccount } from '../actions/recover_account.js'
import { completeValidator, trainingQueryValidator } from '../validators/training_validators.js'
import TrainingTransformer from '../transformers/training_transformer.js'
import { groupOf, showsGroup, trainingLinkFor } from '../shared/rules.js'

/* /tutor/training?show=completed|incomplete&slug= (spec 000 §2.2) and completing a training. */
export default class TrainingsController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TrainingPolicy).execute('viewTrainings')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { show, slug } = await trainingQueryValidator.validate(ctx.request.qs())
    const user = ctx.auth.getUserOrFail()
    const rows = await tutorTrainingsOf(user.id)
    const views = rows.map(({ training, submission }) => ({
      training,
      submission,
      link: trainingLinkFor(training.linkTraining, user.id),
      group: groupOf(submission),
    }))
    const selected = slug ? (views.find((view) => view.training.slug === slug) ?? notFound(ctx)) : null
    return ctx.inertia.render('training/index', {
      show: show ?? null,
      trainings: TrainingTransformer.transform(views.filter((view) => showsGroup(show ?? null, view.group))),
      selected: selected ? TrainingTransformer.transform(selected) : null,
    })
  }

  async complete(ctx: HttpContext) {
    const training = await findTraining(String(ctx.params.slug))
    const verdict = await ctx.bouncer.with(TrainingPolicy).execute('complete', training)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    await ctx.request.validateUsing(completeValidator)
    const done = await completeTrainingNow({ userId: ctx.auth.getUserOrFail().id, trainingId: training!.id })
    if (!done) return refuseForm(ctx, { acknowledged: 'You already completed this training.' })
    return answerDone(ctx, `Training completed: ${training!.title}.`, `/tutor/training?slug=${training!.slug}`)
  }

  /** From the suspension screen (spec 000 §2.3): completing the recovery training restores the account. */
  async recover(ctx: HttpContext) {
    const training = await findTraining(String(ctx.params.slug))
    const verdict = await ctx.bouncer.with(TrainingPolicy).execute('recover', training)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    await ctx.request.validateUsing(completeValidator)
    if (!(await recoverAccount(ctx.auth.getUserOrFail().id, training!))) return refuseForm(ctx, { acknowledged: 'This training does not apply to your account right now.' })
    return answerDone(ctx, 'Training completed: your account is active again.', '/dashboard')
  }
}
