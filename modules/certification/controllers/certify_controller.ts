import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import { CourseTransformer, findTopic, listCourses } from '#modules/catalog/index'
import { answerDenial } from '#modules/identity/index'
import { findOwnUpload } from '#modules/uploads/index'
import CertificationPolicy from '../policies/certification_policy.js'
import { requestsFor } from '../queries/certifications.js'
import { tutorQuizCleared } from '../queries/tutor_quiz.js'
import { QUIZ_MESSAGES } from '../quiz/tutor_quiz.js'
import { certifiableTopics } from '../queries/transcript.js'
import StartTopicTransformer from '../transformers/start_topic_transformer.js'
import { submitCertification } from '../actions/submit_certification.js'
import { CERTIFY_MESSAGES, certifyValidator } from '../validators/certification_validators.js'
import { CHECKLIST_ITEMS, LOW_SCORE_THRESHOLD, REVIEWS_PER_REQUEST, topicCertificationStatus } from '../shared/index.js'
import { conflict, denied, idOr404 } from './respond.js'

const WORLD_SLUG = /^[a-z0-9-]{1,80}$/

/*
 * spec 000 §2.2 /certification/about; /topic/{id}/certify (the camera) and /topic/{id}/certify/manual
 * (a video file recorded elsewhere), both ?w=worldSlug; issue 12 §1.
 */
export default class CertifyController {
  async about({ inertia, auth }: HttpContext) {
    return inertia.render('certification/about', {
      signedIn: Boolean(auth.user),
      reviewsNeeded: REVIEWS_PER_REQUEST,
      lowScoreThreshold: LOW_SCORE_THRESHOLD,
      checklist: CHECKLIST_ITEMS.map((item) => item.label),
    })
  }

  /** /certification/start ("Start a New Certification", spec 000 §2.6 Certify menu): pick a course, then a topic. */
  async start(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('certify')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { courses } = await listCourses(1, 200)
    const wanted = Number(ctx.request.qs().course)
    const course = courses.find((item) => item.id === wanted) ?? null
    return ctx.inertia.render('certification/start', {
      courses: CourseTransformer.transform(courses).useVariant('forChoice'),
      courseId: course?.id ?? null,
      topics: StartTopicTransformer.transform(course ? await certifiableTopics(ctx.auth.getUserOrFail().id, course.id) : []),
      quizCleared: await tutorQuizCleared(ctx.auth.getUserOrFail().id),
    })
  }

  async show(ctx: HttpContext) {
    return this.render(ctx, 'camera')
  }

  async manual(ctx: HttpContext) {
    return this.render(ctx, 'manual')
  }

  private async render(ctx: HttpContext, mode: 'camera' | 'manual') {
    const topic = (await findTopic(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('certify')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const world = String(ctx.request.qs().w ?? '')
    await topic.load('course')
    return ctx.inertia.render('certification/certify', {
      topic: { id: topic.id, name: topic.name, description: topic.description, courseName: topic.course.name },
      mode,
      worldSlug: WORLD_SLUG.test(world) ? world : null,
      status: topicCertificationStatus(await requestsFor(user.id, topic.id)),
      quizCleared: await tutorQuizCleared(user.id),
    })
  }

  /** POST /topic/:id/certify — the recording (the tutor's own video upload) and the reported score. */
  async store(ctx: HttpContext) {
    const topic = (await findTopic(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('certify')
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(certifyValidator)
    const user = ctx.auth.getUserOrFail()
    const upload = await findOwnUpload(user.id, payload.recordingUrl, 'video')
    if (!upload || upload.subjectType) return refuseForm(ctx, { recordingUrl: CERTIFY_MESSAGES.recording })
    const outcome = await submitCertification({
      userId: user.id,
      topicId: topic.id,
      reportedScore: payload.reportedScore,
      recordingUrl: upload.downloadUrl,
      uploadId: upload.id,
      source: payload.source ?? 'camera',
      worldSlug: payload.worldSlug ?? null,
    })
    if (!outcome.ok && outcome.reason === 'quiz') return conflict(ctx, QUIZ_MESSAGES.required)
    if (!outcome.ok) return refuseForm(ctx, { recordingUrl: CERTIFY_MESSAGES.alreadyUnderway })
    ctx.session.flash('success', 'Your certification video was submitted. Staff will check the recording, then peers review it.')
    return ctx.response.redirect().toPath('/certification/mine')
  }
}
