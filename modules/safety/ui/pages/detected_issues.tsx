import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/shared_props'
import { instantWithYearText } from '~/lib/time'
import type { Data } from '~generated/data'

type Issue = Data.Safety.DetectedIssue
type Props = { admin: Data.Kernel.AdminFrame; issues: Issue[] }

function IssueCard({ issue, timezone }: { issue: Issue; timezone: string }) {
  const [reason, setReason] = useState('')
  const voided = issue.strikeVoidedAt !== null
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={700}>
            {issue.type} · {issue.entityType}
          </Text>
          {issue.strike && <Badge color={voided ? 'gray' : 'red'}>{voided ? 'Strike voided' : 'Strike'}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {issue.userName} · {instantWithYearText(issue.occurredAt, timezone)}
        </Text>
        {issue.content && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {issue.content}
          </Text>
        )}
        {voided && (
          <Text size="sm">
            Voided by {issue.strikeVoidedByName ?? 'staff'}: {issue.strikeVoidedReason}
          </Text>
        )}
        {issue.strike && !voided && (
          <Group align="flex-end" gap="xs">
            <TextInput label="Reason to void the strike" value={reason} onChange={(event) => setReason(event.currentTarget.value)} style={{ flex: 1 }} />
            <Button variant="default" disabled={reason.trim() === ''} onClick={() => router.post(urlFor('safety.detected_issues.void', { id: issue.id }), { reason }, { preserveScroll: true })}>
              Void strike
            </Button>
          </Group>
        )}
        {issue.dispute && (
          <Card withBorder padding="sm" bg="var(--mantine-color-default-hover)">
            <Text size="sm" fw={600}>
              Dispute ({issue.dispute.status})
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {issue.dispute.content}
            </Text>
            {issue.dispute.status === 'open' && (
              <Group gap="xs" mt="xs">
                <Button size="xs" onClick={() => router.post(urlFor('safety.detected_issues.dispute', { id: issue.dispute!.id }), { outcome: 'upheld' }, { preserveScroll: true })}>
                  Uphold (void strike)
                </Button>
                <Button size="xs" variant="default" onClick={() => router.post(urlFor('safety.detected_issues.dispute', { id: issue.dispute!.id }), { outcome: 'rejected' }, { preserveScroll: true })}>
                  Reject
                </Button>
              </Group>
            )}
          </Card>
        )}
      </Stack>
    </Card>
  )
}

/** safety/detected_issues — what the platform detected, strikes and disputes (issue 13 §2). */
export default function DetectedIssues({ admin, issues }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone ?? 'UTC'
  return (
    <AdminLayout admin={admin} title="Detected Issues" description="Newest first. Void a strike or decide a dispute.">
      <Stack gap="sm">
        {issues.length === 0 && <Text>Nothing detected.</Text>}
        {issues.map((issue) => (
          <IssueCard key={issue.id} issue={issue} timezone={timezone} />
        ))}
      </Stack>
    </AdminLayout>
  )
}
