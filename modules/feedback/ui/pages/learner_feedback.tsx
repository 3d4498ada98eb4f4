import type { FormEvent } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Chip, Container, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import { errorOf, firstErrorOf } from '~/lib/form_errors'
import { instantWithYearText, rangeWithYearText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'
import { COMMENT_MAX, LEARNER_ATTRIBUTE_TAGS, LEARNER_FEEDBACK_TYPES, learnerAttributeTagLabel, learnerFeedbackTypeLabel } from '../../shared/index'

type Session = Data.Feedback.LearnerFeedbackSession
type Learner = Session['learners'][number]
type Props = { session: Session; closedReason: string | null }

const TYPE_COLOR: Record<string, string> = Object.fromEntries(LEARNER_FEEDBACK_TYPES.map((type) => [type.value, type.color]))
const TYPE_HINT: Record<string, string> = {
  positive: 'Something the learner did well.',
  constructive: 'Something to work on next time.',
  concern: 'Something Peerhaven staff should look at.',
}

function GivenFeedback({ given }: { given: NonNullable<Learner['given']> }) {
  const zone = useZone()
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={TYPE_COLOR[given.type] ?? 'gray'} variant="light">
          {learnerFeedbackTypeLabel(given.type)}
        </Badge>
        {given.attributeTags.map((tag) => (
          <Badge key={tag} color="gray" variant="outline">
            {learnerAttributeTagLabel(tag)}
          </Badge>
        ))}
      </Group>
      {given.comment && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{given.comment}</Text>}
      <Text size="xs" c="dimmed">
        Given {instantWithYearText(given.createdAt, zone)}
      </Text>
    </Stack>
  )
}

function LearnerFeedbackForm({ sessionId, learner }: { sessionId: number; learner: Learner }) {
  const form = useForm({ learnerId: learner.userId, type: '', attributeTags: [] as string[], comment: '' })
  const errors = form.errors as Record<string, string>
  const fieldId = `learner-${learner.userId}`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(urlFor('feedback.learners.store', { sessionId }), { preserveScroll: true })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Feedback on ${learner.name}`}>
      <Stack gap="sm">
        {firstErrorOf(errors, 'form', 'learnerId') && (
          <Alert color="red" role="alert">
            {firstErrorOf(errors, 'form', 'learnerId')}
          </Alert>
        )}
        <Radio.Group label="How did it go?" withAsterisk value={form.data.type} onChange={(type) => {
            form.setData('type', type)
            form.clearErrors('type')
          }} error={errorOf(errors, 'type')}>
          <Group gap="md" mt="xs">
            {LEARNER_FEEDBACK_TYPES.map((type) => (
              <Radio key={type.value} id={`${fieldId}-${type.value}`} value={type.value} label={type.label} description={TYPE_HINT[type.value]} />
            ))}
          </Group>
        </Radio.Group>
        {form.data.type === 'concern' && (
          <Alert color="orange" title="Is the learner at risk, or did something unsafe happen?">
            Staff read concerns here. For anything about safety, also{' '}
            <Anchor underline="always" component={Link} href={urlFor('safety.concern.show', {}, { qs: { sessionId } })}>
              share a safety concern
            </Anchor>{' '}
            so the safety team sees it at once.
          </Alert>
        )}
        <Stack gap={4} role="group" aria-label={`What describes ${learner.name}? (optional)`}>
          <Text size="sm" fw={500}>
            What describes {learner.name}? (optional)
          </Text>
          <Chip.Group multiple value={form.data.attributeTags} onChange={(attributeTags) => form.setData('attributeTags', attributeTags)}>
            <Group gap="xs">
              {LEARNER_ATTRIBUTE_TAGS.map((tag) => (
                <Chip key={tag.value} value={tag.value} size="sm">
                  {tag.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {firstErrorOf(errors, 'attributeTags', 'attributeTags.0') && (
            <Text size="sm" c="red" role="alert">
              {firstErrorOf(errors, 'attributeTags', 'attributeTags.0')}
            </Text>
          )}
        </Stack>
        <Textarea
          label="Comment (optional)"
          autosize
          minRows={2}
          maxLength={COMMENT_MAX}
          value={form.data.comment}
          onChange={(event) => form.setData('comment', event.currentTarget.value)}
          error={errorOf(errors, 'comment')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing}>
            Save feedback on {learner.name}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** feedback/learner_feedback — /tutor/feedback/learners/:sessionId: a host's feedback on each learner marked present. */
export default function LearnerFeedback({ session, closedReason }: Props) {
  const zone = useZone()
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Feedback on your learners"
        description={
          <>
            <Anchor underline="always" component={Link} href={urlFor('tutoring.sessions.show', { id: session.sessionId })}>
              {session.title}
            </Anchor>
            , {rangeWithYearText(session.startDate, session.endDate, zone)}
          </>
        }
        actions={
          <Anchor component={Link} href={urlFor('feedback.tutor.index')}>
            All your feedback
          </Anchor>
        }
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Peerhaven staff read this feedback; the learner sees it only if staff choose to share a positive or constructive one with them (with your first name). You give it once for each learner who was present.
        </Text>
        {closedReason && (
          <Alert color="yellow" role="status">
            {closedReason}
          </Alert>
        )}
        {session.learners.length === 0 ? (
          <Text c="dimmed">No learner was marked present in this session.</Text>
        ) : (
          session.learners.map((learner) => (
            <Paper key={learner.userId} withBorder p="md" radius="md" component="section" aria-labelledby={`learner-${learner.userId}-name`}>
              <Stack gap="sm">
                <Title order={2} size="h4" id={`learner-${learner.userId}-name`}>
                  {learner.name}
                </Title>
                {learner.given ? (
                  <GivenFeedback given={learner.given} />
                ) : closedReason ? (
                  <Text size="sm" c="dimmed">
                    No feedback given.
                  </Text>
                ) : (
                  <LearnerFeedbackForm sessionId={session.sessionId} learner={learner} />
                )}
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
    </Container>
  )
}
