import { Alert, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { AUDIT_RATING_LABELS, type AuditRating } from '../../shared/index'
import { AuditAnswers } from '../components/audit_answers'

/** peer_review/review — /admin/peer-review/reviews/{id}: one review with its private escalation comment (admin mentors, safety staff). */
export default function Review({ audit }: { audit: Data.PeerReview.StaffAudit }) {
  const zone = useZone()
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
      </Stack>
    </Container>
  )
}
