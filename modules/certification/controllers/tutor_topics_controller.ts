import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import CertificationPolicy from '../policies/certification_policy.js'
import { scopeTopics, tutorTopicScope, type TutorTopicScopeType } from '../queries/tutor_topics.js'
import { tutorQuizCleared } from '../queries/tutor_quiz.js'
import StartTopicTransformer from '../transformers/start_topic_transformer.js'
import TopicScopeTransformer from '../transformers/topic_scope_transformer.js'

/*
 * spec 000 §2.2 /tutor/{type}/{slug}/{subpage?} (a subpage is certify): the topics of a course or
 * a world a tutor can certify in, with the viewer's status in each; /certify lists only the topics
 * not yet certified. The route's matchers admit type course|world and subpage certify only.
 */
export default class TutorTopicsController {
  async show(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('certify')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const scope = (await tutorTopicScope(ctx.params.type as TutorTopicScopeType, String(ctx.params.slug), user.id)) ?? notFound(ctx)
    const subpage = ctx.params.subpage === 'certify' ? 'certify' : null
    const { topics, total, certified } = await scopeTopics(scope, user.id, subpage === 'certify')
    return ctx.inertia.render('certification/tutor_topics', {
      scope: TopicScopeTransformer.transform(scope),
      subpage,
      topics: StartTopicTransformer.transform(topics),
      total,
      certified,
      quizCleared: await tutorQuizCleared(user.id),
    })
  }
}
