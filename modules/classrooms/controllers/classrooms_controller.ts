import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import Classroom from '../models/classroom.js'
import ClassroomPolicy from '../policies/classroom_policy.js'
import { classroomChoices, classroomsJoinedBy, classroomsTaughtBy, labelsOfClassroom } from '../queries/classrooms.js'
import { classProgress } from '../queries/progress.js'
import { createClassroom } from '../actions/create_classroom.js'
import { regenerateJoinCode } from '../actions/regenerate_join_code.js'
import { classroomMessages, createClassroomValidator } from '../validators/classroom_validators.js'
import ClassroomTransformer from '../transformers/classroom_transformer.js'
import ClassroomHeaderTransformer from '../transformers/classroom_header_transformer.js'
import JoinedClassroomTransformer from '../transformers/joined_classroom_transformer.js'
import LearnerProgressTransformer from '../transformers/learner_progress_transformer.js'
import ChoiceTransformer from '../transformers/choice_transformer.js'
import { formatJoinCode } from '../join_code.js'
import { answerDenial, denied, done, idOr404 } from './respond.js'

/* Classrooms (issue 18 §3; spec 000 §2.2 /classrooms, §2.6 account menu "My Classrooms"). */
export default class ClassroomsController {
  /** GET /classrooms — "My Classrooms": those the person teaches and those they joined. */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const create = await ctx.bouncer.with(ClassroomPolicy).execute('create')
    const [taught, joined, choices] = await Promise.all([classroomsTaughtBy(user.id), classroomsJoinedBy(user.id), create.authorized ? classroomChoices() : null])
    return ctx.inertia.render('classrooms/index', {
      taught: ClassroomTransformer.transform(taught),
      joined: JoinedClassroomTransformer.transform(joined),
      canCreate: create.authorized,
      worlds: ChoiceTransformer.transform(choices?.worlds ?? []),
      topics: ChoiceTransformer.transform(choices?.topics ?? []),
    })
  }

  /** POST /classrooms { name, worldId?, topicId? } */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(ClassroomPolicy).execute('create')
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(createClassroomValidator, { messagesProvider: classroomMessages })
    const classroom = await createClassroom(ctx.auth.getUserOrFail().id, { name: payload.name, worldId: payload.worldId ?? null, topicId: payload.topicId ?? null })
    return done(ctx, `“${classroom.name}” is ready. Learners join it with the code ${formatJoinCode(classroom.joinCode)}.`, `/classrooms/${classroom.id}/certifications`)
  }

  /** GET /classrooms/:id/certifications — the class's progress, sharing learners only. */
  async show(ctx: HttpContext) {
    const classroom = (await Classroom.find(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(ClassroomPolicy).execute('view', classroom)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const canManage = classroom.educatorUserId === ctx.auth.getUserOrFail().id
    const [labels, learners] = await Promise.all([labelsOfClassroom(classroom), classProgress(classroom.id)])
    return ctx.inertia.render('classrooms/certifications', {
      classroom: ClassroomHeaderTransformer.transform({ classroom, ...labels, canManage }),
      learners: LearnerProgressTransformer.transform(learners),
    })
  }

  /** POST /classrooms/:id/code — a new join code; the old one stops working. */
  async regenerateCode(ctx: HttpContext) {
    const classroom = (await Classroom.find(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(ClassroomPolicy).execute('manage', classroom)
    if (!verdict.authorized) return denied(ctx, verdict)
    await regenerateJoinCode(classroom)
    return done(ctx, `New join code: ${formatJoinCode(classroom.joinCode)}. The old code no longer works.`)
  }
}
