import { router } from '@inertiajs/react'
import { Badge, Card, Container, Group, Stack, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { LEARNER_FEEDBACK_TYPES } from '../../shared/index'
import { PagedList } from '../components/staff_page_parts'

type Props = { feedback: Data.Feedback.FeaturedLearnerFeedback[]; meta: { total: number; page: number; lastPage: number } }

const TYPE_COLOR: Record<string, string> = Object.fromEntries(LEARNER_FEEDBACK_TYPES.map((type) => [type.value, type.color]))

function FeedbackCard({ item }: { item: Data.Feedback.FeaturedLearnerFeedback }) {
  const from = item.tutorFirstName ? `From ${item.tutorFirstName}` : 'From your tutor'
  return (
    <Card withBorder padding="md" component="article" aria-label={`${from}, ${item.sessionTitle}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Badge color={TYPE_COLOR[item.type] ?? 'gray'} variant="light">
            {item.typeLabel}
          </Badge>
          <Text size="xs" c="dimmed">
            {new Date(item.sessionStart).toLocaleDateString(undefined, { dateStyle: 'medium' })}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {from} about <strong>{item.sessionTitle}</strong>
        </Text>
        {item.tagLabels.length > 0 && (
          <Group gap={6}>
            {item.tagLabels.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        {item.comment && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.comment}</Text>}
      </Stack>
    </Card>
  )
}

/** feedback/from_tutors — /feedback/from-tutors: the hosts' feedback staff chose to show this learner (spec 001 §3.4 learner_feedback_featured). */
export default function FromTutors({ feedback, meta }: Props) {
  const visit = (page: number) => router.get(urlFor('feedback.from_tutors'), page > 1 ? { page: String(page) } : {}, { preserveScroll: true })
  return (
    <Container size="md" py="xl">
      <PageHeader title="Feedback from your tutors" description="What your tutors noticed in your sessions, chosen by Peerhaven staff to share with you. Only you can see it." />
      <PagedList count={feedback.length} empty="No feedback from your tutors yet. When staff share one with you, it appears here." meta={meta} onPage={visit}>
        {feedback.map((item) => (
          <FeedbackCard key={item.id} item={item} />
        ))}
      </PagedList>
    </Container>
  )
}
