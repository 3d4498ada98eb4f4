import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Badge, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, type ErrorBag } from '~/lib/form_errors'
import { instantText, timeText, useZone } from '~/lib/time'

type Roster = Data.Tutoring.Roster
type Learner = Roster['learners'][number]
type Status = Learner['status']

const STATUS_LABELS: Record<Status, string> = { present: 'Present', absent: 'Absent', excused: 'Excused' }
const STATUS_COLORS: Record<Status, string> = { present: 'teal', absent: 'gray', excused: 'blue' }

type Props = {
  sessionId: number
  roster: Roster
  /** Shows a Remove button per learner (approved hosts while removal is open). */
  onRemove: ((learner: { userId: number; name: string }) => void) | null
}

/**
 * The attendance roster (issue 11 §1), for the session's hosts after the start: every registrant
 * present / absent / excused (a reason for excused), prefilled from join clicks and the meeting
 * provider's report, and the hosts who attended. Staff see it read-only.
 */
export function AttendanceRoster({ sessionId, roster, onRemove }: Props) {
  const zone = useZone()
  const [marks, setMarks] = useState(() => roster.learners.map((l) => ({ userId: l.userId, status: l.status, reason: l.reason ?? '' })))
  const [hosts, setHosts] = useState(() => roster.hosts.map((h) => ({ userId: h.userId, present: h.present })))
  const [errors, setErrors] = useState<ErrorBag>({})
  const [busy, setBusy] = useState(false)

  const setMark = (index: number, change: Partial<(typeof marks)[number]>) =>
    setMarks((current) => current.map((mark, i) => (i === index ? { ...mark, ...change } : mark)))

  function confirm() {
    setBusy(true)
    const learners = marks.map((mark) => ({ userId: mark.userId, status: mark.status, reason: mark.status === 'excused' ? mark.reason : null }))
    router.post(urlFor('tutoring.attendance.confirm', { id: sessionId }), { learners, hosts }, {
      preserveScroll: true,
      onError: (bag) => setErrors(bag),
      onSuccess: () => setErrors({}),
      onFinish: () => setBusy(false),
    })
  }

  const joinedText = (learner: Learner) =>
    learner.joinedAt ? `Opened the join link at ${timeText(learner.joinedAt, zone)}` : 'Did not open the join link'

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="attendance">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="attendance">
            Attendance
          </Title>
          <Text size="sm" c="dimmed">
            {roster.confirmedAt
              ? `Confirmed ${instantText(roster.confirmedAt, zone)}.`
              : `Not confirmed yet.`}{' '}
            {roster.canConfirm && `You can confirm or correct it until ${instantText(roster.closesAt, zone)}.`}
          </Text>
        </div>

        {errorOf(errors, 'form') && <Alert color="red">{errorOf(errors, 'form')}</Alert>}

        {roster.learners.length === 0 && <Text c="dimmed">Nobody registered for this session.</Text>}
        {roster.learners.map((learner, index) => {
          const mark = marks[index]
          return (
            <Stack key={learner.userId} gap={6}>
              {roster.canConfirm ? (
                <Radio.Group
                  label={learner.name}
                  description={joinedText(learner)}
                  value={mark.status}
                  onChange={(value) => setMark(index, { status: value as Status })}
                >
                  <Group gap="md" mt={6}>
                    {(Object.keys(STATUS_LABELS) as Status[]).map((status) => (
                      <Radio key={status} value={status} label={STATUS_LABELS[status]} />
                    ))}
                  </Group>
                </Radio.Group>
              ) : (
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{learner.name}</Text>
                  <Badge variant="light" color={STATUS_COLORS[learner.status]}>
                    {STATUS_LABELS[learner.status]}
                  </Badge>
                  {learner.reason && <Text size="sm">{learner.reason}</Text>}
                </Group>
              )}
              {roster.canConfirm && mark.status === 'excused' && (
                <TextInput
                  label="Reason for the excused absence"
                  required
                  maxLength={500}
                  value={mark.reason}
                  onChange={(event) => {
                    setMark(index, { reason: event.currentTarget.value })
                    setErrors(({ [`learners.${index}.reason`]: _answered, ...rest }) => rest)
                  }}
                  error={errorOf(errors, `learners.${index}.reason`)}
                />
              )}
              {onRemove && (
                <Group>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRemove(learner)} aria-label={`Remove ${learner.name} from this session`}>
                    Remove
                  </Button>
                </Group>
              )}
            </Stack>
          )
        })}

        <Stack gap={6}>
          <Text fw={600}>Hosts</Text>
          {roster.hosts.map((host, index) =>
            roster.canConfirm ? (
              <Checkbox
                key={host.userId}
                label={`${host.name}${host.role === 'main' ? ' (primary host)' : ' (co-host)'} attended`}
                checked={hosts[index].present}
                onChange={(event) => {
                  const present = event.currentTarget.checked
                  setHosts((current) => current.map((h, i) => (i === index ? { ...h, present } : h)))
                }}
              />
            ) : (
              <Text key={host.userId} size="sm">
                {host.name}: {host.present ? 'attended' : 'did not attend'}
              </Text>
            )
          )}
        </Stack>

        {roster.canConfirm && (
          <Group>
            <Button onClick={confirm} loading={busy}>
              {roster.confirmedAt ? 'Update attendance' : 'Confirm attendance'}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
