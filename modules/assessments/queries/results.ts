import { User } from '#modules/identity/index'
import { scoreAnswers, scoreHistogram } from '../shared/index.js'
import { submissionsFor, type Target } from './targets.js'

/*
 * Results of a release for its hosts and owner (issue 21 §4 "results per learner and per question").
 * Per question: how many answered it right, and for a choice question how many chose each option.
 */
export async function resultsOf(target: Target) {
  const { formBlocks: blocks, answerKey } = target.assessment
  const submissions = await submissionsFor(target)
  const people = await User.query().whereIn('id', submissions.map((row) => row.userId))
  const users = new Map(people.map((user) => [user.id, user]))
  const learners = submissions.map((submission) => {
    const { right } = scoreAnswers(blocks, answerKey, submission.responses)
    return {
      submissionId: submission.id,
      name: users.get(submission.userId)?.displayName ?? 'Former member',
      score: submission.score,
      maxScore: submission.maxScore,
      submittedAt: submission.createdAt.toUTC().toISO()!,
      right,
    }
  })
  const questions = blocks.map((block) => {
    const key = answerKey[block.name]
    const answers = submissions.map((row) => row.responses[block.name])
    const options =
      block.type === 'radio' || block.type === 'multi-checkbox'
        ? block.options.map((option) => ({
            label: option.label,
            count: answers.filter((answer) => answer === option.value || (Array.isArray(answer) && answer.includes(option.value))).length,
            correct: key?.kind === 'choice' ? key.value === option.value : key?.kind === 'multi' ? key.values.includes(option.value) : false,
          }))
        : []
    return {
      name: block.name,
      label: block.label,
      scored: key !== undefined,
      right: learners.filter((learner) => learner.right[block.name]).length,
      options,
      // Open answers are read by the hosts as written.
      texts: block.type === 'textarea' ? answers.filter((answer): answer is string => typeof answer === 'string') : [],
    }
  })
  // The assessment's current maximum (questions cannot change once anyone has submitted).
  const maxScore = Object.keys(answerKey).filter((name) => blocks.some((block) => block.name === name)).length
  return { learners, questions, submitted: submissions.length, maxScore, histogram: scoreHistogram(learners.map((learner) => learner.score), maxScore) }
}
