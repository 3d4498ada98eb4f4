import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Badge, Button, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { AUDIT_RATING_LABELS, type AuditRating } from '../../shared/index'
import { AuditAnswers } from '../components/audit_answers'

/** peer_review/review — /admin/peer-review/reviews/{id}: one review with its private escalation comment (admin mentors, safety staff). */
export default function Review({ audit, comments, canFeature }: { audit: Data.PeerReview.StaffAudit; comments: { key: string; label: string }[]; canFeature: boolean }) {
  const zone = useZone()
  const [commentKey, setCommentKey] = useState<string | null>(comments[0]?.key ?? null)
  const featuredLabel = comments.find((comment) => comment.key === audit.featuredKey)?.label
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={`Review of ${audit.sessionTitle}`} description={`By ${audit.auditorName} (${audit.auditLevel}) for ${audit.tutorName}, ${dayText(audit.createdAt, zone)}.`} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="escalation-title">
          <Title order={2} fz="h4" id="escalation-title" mb="sm">
            Internal escalation
          </Title>
          <Group gap="xs" mb="xs">
            {audit.escalated && <Badge color="red">Escalated</Badge>}
            {audit.poor && <Badge color="orange">Poor rating</Badge>}
          </Group>
          {audit.escalationComment ? <Alert color="red" title="Private comment">{audit.escalationComment}</Alert> : <Text c="dimmed">No private comment.</Text>}
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="answers-title">
          <Title order={2} fz="h4" id="answers-title" mb="sm">
            Answers
          </Title>
          <Text size="sm" mb="xs">
            Rating: <strong>{AUDIT_RATING_LABELS[audit.rating as AuditRating] ?? audit.rating}</strong>
          </Text>
          <AuditAnswers answers={audit.answers} />
          {audit.replyComment && (
            <Text size="sm" mt="sm">
              The tutor replied: "{audit.replyComment}" ({audit.replyRating} of 5)
            </Text>
          )}
        </Paper>
        {canFeature && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="feature-title">
            <Title order={2} fz="h4" id="feature-title" mb="sm">
              Example for reviewers
            </Title>
            {audit.featuredKey ? (
              <Group gap="sm" wrap="wrap">
                <Text size="sm">Featured: {featuredLabel ?? audit.featuredKey}. Reviewers see this comment and the rating, without any names.</Text>
                <Button size="xs" variant="light" color="red" onClick={() => router.post(urlFor('peer_review.admin_unfeature', { id: audit.id }), {}, { preserveScroll: true })}>
                  Stop featuring
                </Button>
              </Group>
            ) : comments.length === 0 ? (
              <Text c="dimmed">This review has no written comment to feature.</Text>
            ) : (
              <Group gap="xs" align="flex-end" wrap="wrap">
                <Select label="Comment to feature" data={comments.map((comment) => ({ value: comment.key, label: comment.label }))} value={commentKey} onChange={setCommentKey} allowDeselect={false} maw={420} />
                <Button disabled={!commentKey} onClick={() => router.post(urlFor('peer_review.admin_feature', { id: audit.id }), { commentKey }, { preserveScroll: true })}>
                  Feature as an example
                </Button>
              </Group>
            )}
            <Text size="xs" c="dimmed" mt="xs">
              Check the comment names no learner before featuring it.
            </Text>
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
