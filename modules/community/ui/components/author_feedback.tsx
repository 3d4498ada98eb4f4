import { Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { postFeedbackRatingLabel } from '../../shared/index'

/** Staff feedback on the viewer's own post (rating and note; internal notes never reach the author). */
export function AuthorFeedback({ feedback }: { feedback: Data.Community.AuthorFeedback[] }) {
  if (feedback.length === 0) return null
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="author-feedback">
      <Title order={2} size="h4" id="author-feedback" mb="xs">
        Feedback on your post
      </Title>
      <Stack gap="xs">
        {feedback.map((item) => (
          <div key={item.id}>
            <Text fw={600}>{postFeedbackRatingLabel(item.rating)}</Text>
            {item.note && <Text style={{ overflowWrap: 'anywhere' }}>{item.note}</Text>}
          </div>
        ))}
      </Stack>
    </Paper>
  )
}
