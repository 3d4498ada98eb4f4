import { Link } from '@inertiajs/react'
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { ratingLabel, tagLabel } from '../../shared/index'

type Props = { feedback: Data.Feedback.ReceivedFeedback[]; learnerSessions: Data.Feedback.LearnerFeedbackDue[]; filtered: boolean }

const RATING_COLORS: Record<string, string> = { 'super-helpful': 'teal', helpful: 'blue', 'not-helpful': 'orange' }

/** Sessions whose learners the host may give feedback on now (spec 001 §3.4 learner_feedback). */
function LearnerSessions({ sessions }: { sessions: Data.Feedback.LearnerFeedbackDue[] }) {
  return (
    <Stack gap="sm" mb="xl" component="section" aria-labelledby="learner-feedback-heading">
      <Title order={2} size="h3" id="learner-feedback-heading">
        Feedback on your learners
      </Title>
      <Text size="sm" c="dimmed">
        After you confirm attendance, tell us how each learner who was present did. Staff read it and may share a positive or constructive one with the learner.
      </Text>
      {sessions.map((session) => (
        <Paper key={session.sessionId} withBorder p="md" radius="md">
          <Group justify="space-between" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{session.title}</Text>
              <Text size="sm" c="dimmed">
                {new Date(session.startDate).toLocaleDateString(undefined, { dateStyle: 'medium' })} · {session.given} of {session.present}{' '}
                {session.present === 1 ? 'learner' : 'learners'} done
              </Text>
            </Stack>
            <Button component={Link} href={urlFor('feedback.learners.show', { sessionId: session.sessionId })} variant={session.given < session.present ? 'filled' : 'default'} size="sm">
              {session.given < session.present ? 'Give feedback' : 'Review'}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}

/** feedback/tutor_feedback — /tutor/feedback: what learners said about the tutor's sessions (anonymous), and learners to give feedback on. */
export default function TutorFeedback({ feedback, learnerSessions, filtered }: Props) {
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Your feedback"
        description="What learners said about the sessions you hosted. Feedback is anonymous."
        actions={
          filtered ? (
            <Anchor component={Link} href={urlFor('feedback.tutor.index')}>
              Show all feedback
            </Anchor>
          ) : undefined
        }
      />
      {learnerSessions.length > 0 && (
        <>
          <LearnerSessions sessions={learnerSessions} />
          <Title order={2} size="h3" mb="sm">
            What learners said
          </Title>
        </>
      )}
      {feedback.length === 0 ? (
        <Text c="dimmed">No feedback yet. Learners are asked for it after each session you host.</Text>
      ) : (
        <Stack gap="md">
          {feedback.map((item) => (
            <Paper key={item.id} withBorder p="md" radius="md" component="article" aria-label={`Feedback on ${item.sessionTitle}`}>
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{item.sessionTitle}</Text>
                  <Text size="sm" c="dimmed">
                    {new Date(item.sessionStart).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                  </Text>
                </Group>
                <Group gap="xs">
                  <Badge color={RATING_COLORS[item.rating] ?? 'grape'} variant="light">
                    {ratingLabel(item.rating)}
                  </Badge>
                  {item.ratingTags.map((tag) => (
                    <Badge key={tag} color="gray" variant="outline">
                      {tagLabel(tag)}
                    </Badge>
                  ))}
                </Group>
                {item.comment && <Text style={{ whiteSpace: 'pre-wrap' }}>{item.comment}</Text>}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  )
}
