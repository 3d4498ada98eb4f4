import { Link, router, usePage } from '@inertiajs/react'
import { Anchor, Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { ListFooter } from '~/components/list_footer'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/shared_props'
import { instantWithYearText } from '~/lib/time'
import type { Data } from '~generated/data'
import { RESOLUTION_LABELS, SAFETY_REPORT_TYPE_LABELS, SAFETY_REPORT_STATUSES, STATUS_LABELS, reportReason, type SafetyReportStatus } from '../../shared/index.js'
import { SeverityBadge } from '../components/severity_badge'

type Props = {
  admin: Data.Kernel.AdminFrame
  reports: Data.Safety.SafetyQueueRow[]
  meta: { total: number; currentPage: number; lastPage: number; perPage: number }
  filters: { status: SafetyReportStatus; page: number }
  flags: Data.Safety.ContentFlag[]
  openFlags: number
}

/** safety/safety_reports — the Safety Reports queue: severity, then age (issue 13 §1). */
export default function SafetyReports({ admin, reports, meta, filters, flags, openFlags }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone ?? 'UTC'
  const visit = (next: Partial<Props['filters']>) => {
    const merged = { ...filters, page: 1, ...next }
    router.get(urlFor('safety.reports.index'), { status: merged.status === 'NeedsAction' ? undefined : merged.status, page: merged.page === 1 ? undefined : merged.page })
  }
  return (
    <AdminLayout admin={admin} title="Safety Reports" description="High severity first, then the oldest.">
      <SegmentedControl
        mb="md"
        aria-label="Status"
        value={filters.status}
        onChange={(value) => visit({ status: value as SafetyReportStatus })}
        data={SAFETY_REPORT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
      />
      {reports.length === 0 ? (
        <Text>No reports here.</Text>
      ) : (
        <Stack gap="sm">
          {reports.map((report) => (
            <Card key={report.id} withBorder padding="md" component="article" aria-labelledby={`report-${report.id}`}>
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <SeverityBadge severity={report.severity} />
                  <Anchor component={Link} href={urlFor('safety.reports.show', { id: report.id })} fw={700} id={`report-${report.id}`}>
                    #{report.id} {reportReason(report.reason).label}
                  </Anchor>
                  <Badge variant="outline" color="gray">
                    {SAFETY_REPORT_TYPE_LABELS[report.type]}
                  </Badge>
                  <Badge variant="light">{RESOLUTION_LABELS[report.resolution]}</Badge>
                </Group>
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {report.description}
                </Text>
                <Text size="sm" c="dimmed">
                  By {report.reporterName ?? 'the platform'} · {instantWithYearText(report.createdAt, timezone)}
                  {report.subjectNames.length > 0 && ` · About ${report.subjectNames.join(', ')}`}
                  {report.actingName && ` · Handled by ${report.actingName}`}
                  {report.actionNeededAt && ` · Action needed ${instantWithYearText(report.actionNeededAt, timezone)}`}
                </Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      <ListFooter meta={meta} one="report" many="reports" onPage={(page) => visit({ page })} />
      <Title order={2} fz="h4" mt="xl" mb="sm">
        Open content flags ({openFlags})
      </Title>
      {flags.length === 0 ? (
        <Text>No open content flags.</Text>
      ) : (
        <Stack gap="xs">
          {flags.map((flag) => (
            <Group key={flag.id} gap="xs" wrap="wrap">
              <SeverityBadge severity={flag.severity} />
              <Text size="sm" fw={600}>
                {reportReason(flag.category).label}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {flag.content}
              </Text>
            </Group>
          ))}
          <Anchor component={Link} href={urlFor('safety.moderation.index')} size="sm">
            Review content flags on Moderation
          </Anchor>
        </Stack>
      )}
    </AdminLayout>
  )
}
