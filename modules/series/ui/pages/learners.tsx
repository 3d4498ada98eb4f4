import { useState, type FormEvent } from 'react'
import { Head, Link, router, useForm } from '@inertiajs/react'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NumberInput,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { SeriesHeader } from '../components/series_header'
import { instantWithYearText, useZone } from '~/lib/time'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { Data } from '~generated/data'
import { LearnerAnswers } from '../../../tutoring/ui/index'
import type { FormDefinition, FormValues } from '../../../forms/shared/index'

type Props = {
  series: Data.Series.Series
  registrations: Data.Series.Registration[]
  registrationsMeta: { total: number; currentPage: number; lastPage: number }
  reservations: Data.Series.Reservation[]
  limits: { hostReservationDays: number }
  /** The series' questionnaire, null when it asks nothing (issue 21 §3). */
  questionnaire: FormDefinition | null
}

function ReserveForm({ seriesId, maxDays }: { seriesId: number; maxDays: number }) {
  const [by, setBy] = useState<'email' | 'username'>('email')
  const form = useForm<{ email: string; username: string; days: number }>({ email: '', username: '', days: 7 })
  const errors = useFormErrors(form)
  const formError = errorOf(errors, 'form')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform((data) => (by === 'email' ? { email: data.email, days: data.days } : { username: data.username, days: data.days }))
    form.post(`/series/${seriesId}/reservations`, { preserveScroll: true, onSuccess: () => form.reset('email', 'username') })
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hold-seat">
      <Title order={2} size="h4" id="hold-seat" mb={4}>
        Hold a seat for someone
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The seat is kept for them until the hold runs out; they get an email with the link to register.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {formError}
            </Alert>
          )}
          <SegmentedControl
            value={by}
            onChange={(value) => setBy(value as 'email' | 'username')}
            data={[
              { value: 'email', label: 'By email' },
              { value: 'username', label: 'By username' },
            ]}
            aria-label="Hold the seat by"
          />
          <Group align="flex-start" gap="sm" wrap="wrap">
            {by === 'email' ? (
              <TextInput
                label="Email address"
                type="email"
                autoComplete="off"
                maxLength={254}
                style={{ flex: '1 1 220px' }}
                value={form.data.email}
                onChange={(event) => form.setData('email', event.currentTarget.value)}
                error={errorOf(errors, 'email')}
              />
            ) : (
              <TextInput
                label="Username"
                autoComplete="off"
                maxLength={30}
                style={{ flex: '1 1 220px' }}
                value={form.data.username}
                onChange={(event) => form.setData('username', event.currentTarget.value)}
                error={errorOf(errors, 'username')}
              />
            )}
            <NumberInput
              label="Days"
              min={1}
              max={maxDays}
              clampBehavior="strict"
              allowDecimal={false}
              w={110}
              value={form.data.days}
              onChange={(value) => form.setData('days', Number(value) || 1)}
              error={errorOf(errors, 'days')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={form.processing}>
              Hold the seat
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

/** series/learners — /series/:id/learners: registered learners and held seats (hosts and staff). */
export default function SeriesLearners({ series, registrations, registrationsMeta, reservations, limits, questionnaire }: Props) {
  const zone = useZone()
  return (
    <>
      <Head title={`Learners · ${series.title}`} />
      <SeriesHeader series={series} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Anchor component={Link} href={`/series/${series.id}`} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden /> Back to the series
            </Group>
          </Anchor>

          <Stack gap="xs" component="section" aria-labelledby="learners-title">
            <Group justify="space-between" align="flex-end">
              <Title order={2} id="learners-title">
                Learners
              </Title>
              <Text size="sm" c="dimmed">
                {series.registeredCount} registered · {series.seatsLeft} {series.seatsLeft === 1 ? 'seat' : 'seats'} left
              </Text>
            </Group>
            {registrations.length === 0 ? (
              <Text c="dimmed">No one has registered yet.</Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table striped verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Learner</Table.Th>
                      <Table.Th>Registered</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {registrations.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {row.displayName}
                          </Text>
                          {row.username && (
                            <Text size="xs" c="dimmed">
                              @{row.username}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{instantWithYearText(row.registeredAt, zone)}</Text>
                        </Table.Td>
                        <Table.Td>
                          {row.withdrawnAt ? (
                            <Stack gap={2}>
                              <Badge color="gray" variant="light">
                                Withdrew {instantWithYearText(row.withdrawnAt, zone)}
                              </Badge>
                              {row.withdrawalReason && (
                                <Text size="xs" c="dimmed">
                                  “{row.withdrawalReason}”
                                </Text>
                              )}
                            </Stack>
                          ) : (
                            <Badge color="teal" variant="light">
                              Registered
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {registrationsMeta.lastPage > 1 && (
              <Pagination
                total={registrationsMeta.lastPage}
                value={registrationsMeta.currentPage}
                onChange={(page) => router.get(`/series/${series.id}/learners`, { page }, { preserveScroll: true })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              />
            )}
          </Stack>

          {questionnaire && (
            <LearnerAnswers
              definition={questionnaire}
              headingId="learners-answers"
              rows={registrations.filter((row) => !row.withdrawnAt).map((row) => ({ key: row.id, displayName: row.displayName, answers: row.answers as FormValues | null }))}
            />
          )}

          <Stack gap="xs" component="section" aria-labelledby="holds-title">
            <Title order={2} id="holds-title">
              Held seats
            </Title>
            {reservations.length === 0 ? (
              <Text c="dimmed">No seats are held right now.</Text>
            ) : (
              reservations.map((row) => (
                <Paper key={row.id} withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {row.forName ?? row.forEmail}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.self ? 'Holding it while deciding' : `Held by ${row.reservedBy}`} · until {instantWithYearText(row.expiresAt, zone)}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => router.post(`/series/${series.id}/reservations/${row.id}/release`, {}, { preserveScroll: true })}
                    >
                      Let it go
                    </Button>
                  </Group>
                </Paper>
              ))
            )}
          </Stack>

          {series.status === 'open' && <ReserveForm seriesId={series.id} maxDays={limits.hostReservationDays} />}
        </Stack>
      </Container>
    </>
  )
}
