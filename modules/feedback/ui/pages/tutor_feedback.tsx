import { Link } from '@inertiajs/react'
import { Anchor, Badge, Container, Group, Paper, Stack, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { ratingLabel, tagLabel } from '../../shared/index'

type Props = { feedback: Data.Feedback.ReceivedFeedback[]; filtered: boolean }

const RATING_COLORS: Record<string, string> = { 'super-helpful': 'teal', helpful: 'blue', 'not-helpful': 'orange' }

/** feedback/tutor_feedback — /tutor/feedback: what learners said about the tutor's sessions (anonymous). */
export default function TutorFeedback({ feedback, filtered }: Props) {
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
