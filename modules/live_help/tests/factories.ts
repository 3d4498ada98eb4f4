import { makeLearner, makeTutor } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { askForHelp } from '../actions/ask_for_help.js'

/** A course with a public world and a non-challenge topic (a certification is needed to tutor it). */
export async function makeLiveHelpWorld() {
  const course = await makeCourse()
  const world = await makeWorld('public', { courseId: course.id })
  const topic = await makeTopic(course.id, 'unit')
  return { course, world, topic }
}

/** A learner of 15 who belongs to the world. */
export async function makeWorldLearner(worldId: number) {
  const learner = await makeLearner()
  await makeMember(learner.id, worldId)
  return learner
}

/** An adult tutor, a member of the world, certified for the topic (unless told otherwise). */
export async function makeWorldTutor(worldId: number, topicId: number, options: { certified?: boolean } = {}) {
  const tutor = await makeTutor()
  await makeMember(tutor.id, worldId, 'tutor')
  if (options.certified !== false) await makeCertification(tutor.id, topicId, 'approved')
  return tutor
}

/** An open request through the real action. */
export async function makeOpenRequest(learner: User, worldId: number, topicId: number, question = 'How do I factor x^2 + 5x + 6? I keep getting the signs wrong.') {
  const outcome = await askForHelp(learner, { worldId, topicId, question })
  if (!outcome.ok) throw new Error(outcome.reason)
  return outcome.request
}
