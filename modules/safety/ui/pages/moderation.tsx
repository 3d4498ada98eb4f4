import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core'
import { ListFooter } from '~/components/list_footer'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { instantWithYearText } from '~/lib/time'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { CONTENT_FLAG_STATUSES, REPORT_SEVERITIES, REVIEW_NOTE_MAX, reportReason, type ContentFlagStatus, type ReportSeverity, type ReviewOutcome } from '../../shared/index.js'

type Flag = Data.Safety.ContentFlag
type Filters = { status: ContentFlagStatus; severity: ReportSeverity | null; type: string | null; page: number }
type Props = {
  admin: Data.Kernel.AdminFrame
  flags: Flag[]
  meta: { total: number; currentPage: number; lastPage: number; perPage: number }
  types: string[]
  filters: Filters
}

const SEVERITY_COLOR: Record<ReportSeverity, string> = { high: 'red', medium: 'orange', low: 'gray' }
const STATUS_LABEL: Record<ContentFlagStatus, string> = { open: 'Open', upheld: 'Upheld', dismissed: 'Dismissed' }
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function FlagCard({ flag, timezone }: { flag: Flag; timezone: string }) {
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState<ReviewOutcome | null>(null)
  const reason = reportReason(flag.category)
  const review = (outcome: ReviewOutcome) => {
    setBusy(outcome)
    router.post(urlFor('safety.moderation.review', { id: flag.id }), { outcome, note: note.trim() || null }, { preserveScroll: true, onFinish: () => setBusy(null) })
  }
  const others = flag.reportsOnSubject - 1
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`flag-${flag.id}-title`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge color={SEVERITY_COLOR[flag.severity]} variant={flag.severity === 'high' ? 'filled' : 'light'}>
            {capitalized(flag.severity)}
          </Badge>
          <Text fw={700} id={`flag-${flag.id}-title`}>
            {reason.label}
          </Text>
          <Badge color="gray" variant="outline">
            {flag.contentType} #{flag.subjectId}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {flag.link ? (
            <Anchor href={flag.link} target="_blank" rel="noopener">
              {flag.content || 'Open the content'}
            </Anchor>
          ) : (
            flag.content
          )}
        </Text>
        {flag.details && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            “{flag.details}”
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Reported by {flag.reporterName ?? 'a deleted account'} · {instantWithYearText(flag.createdAt, timezone)}
          {others > 0 && ` · ${others === 1 ? '1 more report' : `${others} more reports`} on this content`}
        </Text>
        {flag.status === 'open' ? (
          <Stack gap="xs">
            <Textarea label="Note (optional)" value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={REVIEW_NOTE_MAX} autosize minRows={1} maxRows={4} />
            <Group gap="xs">
              <Button color="red" loading={busy === 'upheld'} disabled={busy !== null} onClick={() => review('upheld')}>
                Uphold
              </Button>
              <Button variant="default" loading={busy === 'dismissed'} disabled={busy !== null} onClick={() => review('dismissed')}>
                Dismiss
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              Uphold: the report is right (content its owner hid stays hidden). Dismiss: nothing wrong (it comes back). Either closes every open report of this content.
            </Text>
          </Stack>
        ) : (
          <Text size="sm">
            {STATUS_LABEL[flag.status]} by {flag.reviewerName ?? 'a deleted account'}
            {flag.reviewedAt && ` · ${instantWithYearText(flag.reviewedAt, timezone)}`}
            {flag.reviewNote && ` — ${flag.reviewNote}`}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** safety/moderation — reports of content, high severity first then oldest (issue 13 §1). */
export default function Moderation({ admin, flags, meta, types, filters }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone ?? 'UTC'
  const visit = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 1, ...next }
    router.get(urlFor('safety.moderation.index'), {
      status: merged.status === 'open' ? undefined : merged.status,
      severity: merged.severity ?? undefined,
      type: merged.type ?? undefined,
      page: merged.page === 1 ? undefined : merged.page,
    })
  }
  return (
    <AdminLayout admin={admin} title="Moderation" description="Reports of content. High severity first, then the oldest.">
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          data={CONTENT_FLAG_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] }))}
          value={filters.status}
          onChange={(value) => visit({ status: (value ?? 'open') as ContentFlagStatus })}
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Severity"
          data={REPORT_SEVERITIES.map((severity) => ({ value: severity, label: capitalized(severity) }))}
          value={filters.severity}
          onChange={(value) => visit({ severity: value as ReportSeverity | null })}
          placeholder="Any"
          clearable
          w={150}
        />
        <Select
          label="Content type"
          data={types}
          value={filters.type}
          onChange={(value) => visit({ type: value })}
          placeholder="Any"
          clearable
          w={180}
        />
      </Group>
      {flags.length === 0 ? (
        <Text>{filters.status === 'open' ? 'No open reports. All clear.' : 'No reports match these filters.'}</Text>
      ) : (
        <Stack gap="sm">
          {flags.map((flag) => (
            <FlagCard key={flag.id} flag={flag} timezone={timezone} />
          ))}
        </Stack>
      )}
      <ListFooter meta={meta} one="report" many="reports" onPage={(page) => visit({ page })} />
    </AdminLayout>
  )
}
