import type { FormEvent } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import { Anchor, Badge, Button, Checkbox, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Timeline, Title } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/shared_props'
import { instantWithYearText } from '~/lib/time'
import type { Data } from '~generated/data'
import { ACTION_STATES, COMMENT_MAX, SAFETY_REPORT_TYPE_LABELS, INTERNAL_TYPES, RESOLUTION_LABELS, SANCTION_REASON_CODES, STATUS_LABELS, reportReason, sanctionReasonLabel, type ActionState } from '../../shared/index.js'
import { AdminMessageForm } from '../components/admin_message_form'
import { SeverityBadge } from '../components/severity_badge'

type Report = Data.Safety.SafetyReport
type Props = { admin: Data.Kernel.AdminFrame; report: Report; templates: Data.Safety.AdminMessageTemplate[] }

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

function ActionForm({ report }: { report: Report }) {
  const form = useForm<{ status: ActionState; comment: string; unsuspendSubjectUsers: boolean }>({ status: 'in-progress', comment: '', unsuspendSubjectUsers: false })
  const errors = useFormErrors(form)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.post(urlFor('safety.reports.action', { id: report.id }), { preserveScroll: true, onSuccess: () => form.reset() })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select label="Status" data={ACTION_STATES.map((state) => ({ value: state, label: RESOLUTION_LABELS[state] }))} value={form.data.status} onChange={(value) => form.setData('status', (value ?? 'in-progress') as ActionState)} allowDeselect={false} error={errorOf(errors, 'status')} />
        <Textarea label="Comment" value={form.data.comment} onChange={(event) => form.setData('comment', event.currentTarget.value)} maxLength={COMMENT_MAX} autosize minRows={2} error={errorOf(errors, 'comment')} />
        {report.subjects.length > 0 && (
          <Checkbox label="Lift the suspensions of the people this report is about" checked={form.data.unsuspendSubjectUsers} onChange={(event) => form.setData('unsuspendSubjectUsers', event.currentTarget.checked)} />
        )}
        <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
          Add action
        </Button>
      </Stack>
    </form>
  )
}

function TriageForm({ report }: { report: Report }) {
  const form = useForm({ internalNote: report.internalNote ?? '', internalTypes: report.internalTypes, actionNeededAt: report.actionNeededAt?.slice(0, 10) ?? '' })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.transform((data) => ({ ...data, internalNote: data.internalNote.trim() || null, actionNeededAt: data.actionNeededAt || null }))
    form.post(urlFor('safety.reports.triage', { id: report.id }), { preserveScroll: true })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea label="Internal note" description="Only the safety team sees this." value={form.data.internalNote} onChange={(event) => form.setData('internalNote', event.currentTarget.value)} maxLength={COMMENT_MAX} autosize minRows={2} />
        <MultiSelect label="Internal types" data={[...INTERNAL_TYPES]} value={form.data.internalTypes} onChange={(value) => form.setData('internalTypes', value)} clearable />
        <TextInput type="date" label="Action needed by" value={form.data.actionNeededAt} onChange={(event) => form.setData('actionNeededAt', event.currentTarget.value)} />
        <Button type="submit" variant="default" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
      </Stack>
    </form>
  )
}

function SanctionForm({ report }: { report: Report }) {
  const form = useForm({ userId: report.subjects[0]?.userId ?? 0, reasonCode: 'harassment', scope: 'account', evidence: report.link ?? '', note: '' })
  const errors = useFormErrors(form)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.transform((data) => ({ userId: data.userId, reasonCode: data.reasonCode, scope: data.scope, note: data.note.trim() || null, evidenceLinks: data.evidence.split('\n').map((line) => line.trim()).filter(Boolean) }))
    form.post(urlFor('safety.reports.sanction', { id: report.id }), { preserveScroll: true })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select label="Person" data={report.subjects.map((subject) => ({ value: String(subject.userId), label: subject.name }))} value={String(form.data.userId)} onChange={(value) => form.setData('userId', Number(value))} allowDeselect={false} error={errorOf(errors, 'userId')} />
        <Select label="Reason shown to them" data={SANCTION_REASON_CODES.map((code) => ({ value: code.value, label: code.label }))} value={form.data.reasonCode} onChange={(value) => form.setData('reasonCode', value ?? 'other')} allowDeselect={false} />
        <Select label="Scope" data={[{ value: 'account', label: 'Whole account' }, { value: 'community', label: 'Community only' }]} value={form.data.scope} onChange={(value) => form.setData('scope', value ?? 'account')} allowDeselect={false} />
        <Textarea label="Evidence links (one per line, pages on this site)" value={form.data.evidence} onChange={(event) => form.setData('evidence', event.currentTarget.value)} autosize minRows={2} error={errorOf(errors, 'evidenceLinks')} />
        <Textarea label="Note to them (optional)" value={form.data.note} onChange={(event) => form.setData('note', event.currentTarget.value)} maxLength={COMMENT_MAX} autosize minRows={2} />
        <Button type="submit" color="red" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
          Suspend
        </Button>
      </Stack>
    </form>
  )
}

/** safety/safety_report — one report: what was said, the actions log, and what staff can do. */
export default function SafetyReport({ admin, report, templates }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone ?? 'UTC'
  const when = (iso: string) => instantWithYearText(iso, timezone)
  return (
    <AdminLayout
      admin={admin}
      title={`Report #${report.id}`}
      description={`${reportReason(report.reason).label} · ${STATUS_LABELS[report.status]} · ${RESOLUTION_LABELS[report.resolution]}`}
      actions={
        <Anchor component={Link} href={urlFor('safety.reports.index')}>
          Back to the queue
        </Anchor>
      }
    >
      <Stack gap="lg">
        <Section title="Report">
          <Stack gap="xs">
            <Group gap="xs">
              <SeverityBadge severity={report.severity} />
              <Badge variant="outline" color="gray">
                {SAFETY_REPORT_TYPE_LABELS[report.type]}
              </Badge>
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.description}</Text>
            <Text size="sm" c="dimmed">
              By {report.reporterName ?? 'the platform'} · {when(report.createdAt)}
              {report.actingName && ` · Handled by ${report.actingName}`}
            </Text>
            {report.link && (
              <Anchor href={report.link} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {report.link}
              </Anchor>
            )}
            {report.sessionId !== null && (
              <Anchor href={`/session/${report.sessionId}`} size="sm">
                Session #{report.sessionId}
              </Anchor>
            )}
            {report.subjects.length > 0 && <Text size="sm">About: {report.subjects.map((subject) => subject.name).join(', ')}</Text>}
          </Stack>
        </Section>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="Actions">
            {report.actions.length === 0 ? (
              <Text size="sm" c="dimmed" mb="md">
                No action yet.
              </Text>
            ) : (
              <Timeline bulletSize={14} lineWidth={2} mb="md">
                {report.actions.map((action) => (
                  <Timeline.Item key={action.id} title={RESOLUTION_LABELS[action.status as ActionState]}>
                    <Text size="sm" c="dimmed">
                      {action.userName ?? 'Deleted user'} · {when(action.createdAt)}
                      {action.unsuspended && ' · lifted suspensions'}
                    </Text>
                    {action.comment && (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {action.comment}
                      </Text>
                    )}
                  </Timeline.Item>
                ))}
              </Timeline>
            )}
            <ActionForm report={report} />
          </Section>
          <Section title="Triage">
            <TriageForm report={report} />
          </Section>
        </SimpleGrid>
        {report.subjects.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section title="Sanctions">
              <Stack gap="xs" mb="md">
                {report.sanctions.length === 0 && (
                  <Text size="sm" c="dimmed">
                    None.
                  </Text>
                )}
                {report.sanctions.map((sanction) => (
                  <Text key={sanction.id} size="sm">
                    <strong>{sanction.userName}</strong>: {sanctionReasonLabel(sanction.reasonCode)} ({sanction.context}) {sanction.liftedAt ? '· lifted' : '· standing'}
                    {sanction.appealedAt && ` · appealed: “${sanction.appealText}”`}
                  </Text>
                ))}
              </Stack>
              <SanctionForm report={report} />
            </Section>
            <Section title="Message a person">
              <Stack gap="xs" mb="md">
                {report.messages.map((message) => (
                  <Text key={message.id} size="sm">
                    To {message.recipientName}: “{message.content}” · {message.acknowledgedAt ? `acknowledged ${when(message.acknowledgedAt)}` : 'not acknowledged yet'}
                  </Text>
                ))}
              </Stack>
              <AdminMessageForm templates={templates} safetyReportId={report.id} recipients={report.subjects.map((subject) => ({ value: String(subject.userId), label: subject.name }))} />
            </Section>
          </SimpleGrid>
        )}
      </Stack>
    </AdminLayout>
  )
}
