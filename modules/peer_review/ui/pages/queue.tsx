import { Link } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, instantText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { FeaturedExamples } from '../components/featured_examples'
import { AUDITOR_LEVEL_LABELS, AUDIT_RATING_LABELS, isAuditorLevel, type AuditRating } from '../../shared/index'

type Props = {
  standing: Data.PeerReview.Standing
  queue: Data.PeerReview.QueueRow[]
  written: Data.PeerReview.Audit[]
  featured: Data.PeerReview.FeaturedExample[]
}

const levelLabel = (level: string) => (isAuditorLevel(level) ? AUDITOR_LEVEL_LABELS[level] : 'Staff')

/** peer_review/queue — /tutor/peer-review: sessions waiting for the viewer's review (spec 000 §2.2). */
export default function Queue({ standing, queue, written, featured }: Props) {
  const zone = useZone()
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="Peer review sessions"
        description="Watch a recent session's recording and tell its tutor what went well and what to try next. Each review earns 4 points."
        actions={
          <Button component={Link} href={urlFor('peer_review.mine')} variant="light">
            Reviews of my sessions
          </Button>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="level-title">
          <Title order={2} fz="h4" id="level-title" mb="xs">
            Your reviewer level
          </Title>
          <Group gap="sm" wrap="wrap">
            <Badge size="lg" variant="light">
              {levelLabel(standing.level)}
            </Badge>
            <Text size="sm">
              {standing.acceptedAudits} accepted {standing.acceptedAudits === 1 ? 'review' : 'reviews'}
              {standing.toNextLevel !== null ? `; ${standing.toNextLevel} more to reach the next level` : ''}.
            </Text>
          </Group>
          {standing.level === 'flagged' && (
            <Alert color="orange" mt="sm" title="Reviews paused">
              Your peer reviews are paused. A mentor will be in touch.
            </Alert>
          )}
          {!standing.verified && standing.level !== 'staff' && (
            <Text size="sm" c="dimmed" mt="xs">
              A mentor reads your reviews until your level is verified.
            </Text>
          )}
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="queue-title">
          <Title order={2} fz="h4" id="queue-title" mb="sm">
            Sessions to review ({queue.length})
          </Title>
          {queue.length === 0 ? (
            <Text c="dimmed">No session needs your review right now. Thank you for helping, and come back later.</Text>
          ) : (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {queue.map((row) => (
                <li key={row.sessionId}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Anchor component={Link} href={urlFor('peer_review.show', { id: row.sessionId })} fw={500}>
                        {row.title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {instantText(row.startedAt, zone)}
                        {row.recordingExpiresAt ? ` · recording until ${dayText(row.recordingExpiresAt, zone)}` : ''}
                      </Text>
                    </div>
                    {row.experienced && <Badge color="grape">Mentor asked for a review</Badge>}
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Paper>

        <FeaturedExamples examples={featured} description="Comments mentors chose from other reviews: specific, kind and useful to the tutor." />

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="written-title">
          <Title order={2} fz="h4" id="written-title" mb="sm">
            Reviews you wrote ({written.length})
          </Title>
          {written.length === 0 ? (
            <Text c="dimmed">None yet.</Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {written.map((audit) => (
                <li key={audit.id}>
                  <Text size="sm">
                    <strong>{audit.sessionTitle}</strong> · {AUDIT_RATING_LABELS[audit.rating as AuditRating] ?? audit.rating} · {dayText(audit.createdAt, zone)}
                    {audit.replySubmittedAt ? ` · the tutor replied: "${audit.replyComment}" (${audit.replyRating}/5)` : ''}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  )
}
