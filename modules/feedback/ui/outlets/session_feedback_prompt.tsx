import type { FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import { Alert, Button, Checkbox, Chip, Group, Radio, Stack, Text, Textarea } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { COMMENT_MAX, DEFAULT_NPS_QUESTIONS, DIALOGUE_RATINGS, SESSION_RATINGS, tagLabel, tagsForRating, type SessionRating } from '../../shared/index'
import { NpsScale } from '../components/nps_scale'

type Props = {
  sessionId: number
  sessionTitle: string
  tutorName: string
  dialogue: boolean
  npsAsked: boolean
  /** The NPS question's wording (a program's, e.g. the SAT bootcamp's near its test, else feedback's own). */
  npsQuestion: string | null
  canFollow: boolean
  canSnooze: boolean
}

type Answer = { rating: string; ratingTags: string[]; comment: string; internalComment: string; nps: number | null; followTutor: boolean }

/**
 * Prompt 6 "Share your feedback" (spec 000 §2.4): the session's rating (the dialogue ratings in a
 * dialogue world), tags of the rating's list, comments, the NPS when asked, and "Follow <tutor>".
 * "Answer Tomorrow" snoozes it (within 7 days of the session's end).
 */
export default function SessionFeedbackPrompt(props: Props) {
  // Keyed by session: after one answer the next pending session's prompt starts with an empty form.
  return <SessionFeedbackForm key={props.sessionId} {...props} />
}

function SessionFeedbackForm(props: Props) {
  const form = useForm<Answer>({ rating: '', ratingTags: [], comment: '', internalComment: '', nps: null, followTutor: false })
  const errors = useFormErrors(form)
  const ratings = props.dialogue ? DIALOGUE_RATINGS : SESSION_RATINGS
  const tags = !props.dialogue && form.data.rating ? tagsForRating(form.data.rating as SessionRating) : []

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(urlFor('feedback.sessions.store', { sessionId: props.sessionId }), { preserveScroll: true })
  }

  function snooze() {
    router.post(urlFor('feedback.sessions.snooze', { sessionId: props.sessionId }), {}, { preserveScroll: true })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          How was <strong>{props.sessionTitle}</strong>
          {props.tutorName ? ` with ${props.tutorName}` : ''}?
        </Text>
        {errorOf(errors, 'form') && <Alert color="red" role="alert">{errorOf(errors, 'form')}</Alert>}
        <Radio.Group
          label={props.dialogue ? 'How did the conversation go?' : 'How helpful was this session?'}
          withAsterisk
          value={form.data.rating}
          onChange={(rating) => form.setData({ ...form.data, rating, ratingTags: [] })}
        >
          <Stack gap="xs" mt="xs">
            {ratings.map((rating) => (
              <Radio key={rating.value} value={rating.value} label={rating.label} />
            ))}
          </Stack>
        </Radio.Group>
        {tags.length > 0 && (
          <Stack gap={4} role="group" aria-label="What describes the session? (optional)">
            <Text size="sm" fw={500}>What describes the session? (optional)</Text>
            <Chip.Group multiple value={form.data.ratingTags} onChange={(ratingTags) => form.setData('ratingTags', ratingTags)}>
              <Group gap="xs">
                {tags.map((tag) => (
                  <Chip key={tag} value={tag} size="sm">{tagLabel(tag)}</Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
        {props.npsAsked && (
          <NpsScale
            label={props.npsQuestion ?? DEFAULT_NPS_QUESTIONS.learner}
            value={form.data.nps}
            onChange={(nps) => form.setData('nps', nps)}
          />
        )}
        <Textarea
          label="Comment (optional)"
          description={props.dialogue ? undefined : 'Your tutor can read this.'}
          autosize
          minRows={2}
          maxLength={COMMENT_MAX}
          value={form.data.comment}
          onChange={(event) => form.setData('comment', event.currentTarget.value)}
        />
        {!props.dialogue && (
          <Textarea
            label="Private note to staff (optional)"
            description="Only Peerhaven staff can read this; your tutor never sees it."
            autosize
            minRows={2}
            maxLength={COMMENT_MAX}
            value={form.data.internalComment}
            onChange={(event) => form.setData('internalComment', event.currentTarget.value)}
          />
        )}
        {!props.dialogue && props.canFollow && (
          <Checkbox
            label={`Follow ${props.tutorName || 'this tutor'} to hear about their next sessions`}
            checked={form.data.followTutor}
            onChange={(event) => form.setData('followTutor', event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          {props.canSnooze && (
            <Button variant="subtle" onClick={snooze} disabled={form.processing}>
              Answer Tomorrow
            </Button>
          )}
          <Button type="submit" loading={form.processing}>
            Submit feedback
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
