import { useMemo, type FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react'
import { DateTime } from 'luxon'
import { PageHeader } from '~/components/page_header'
import { generateSessionTimesFor } from '../../schedule'
import { instantWithYearText } from '~/lib/time'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { Data } from '~generated/data'
import { cadenceLabel } from '../components/cadence'

type TemplateItem = Data.Series.Template

type Props = {
  world: Data.Series.World
  templates: TemplateItem[]
  selectedTemplateId: number | null
  timezone: string
  timezones: string[]
}

type HostForm = {
  templateId: string
  firstSessionDate: string
  firstSessionTime: string
  timezone: string
  description: string
  qualifications: string
}

const PREVIEW_LIMIT = 8

function cadence(template: TemplateItem) {
  return `${cadenceLabel(template.scheduleType, template.sessionsPerWeek)} for ${template.weeks} ${template.weeks === 1 ? 'week' : 'weeks'} · ${template.sessionCount} sessions of ${template.sessionMinutes} min · up to ${template.maxLearners} learners`
}

/** series/host_from_template — /w/:worldSlug/schedule/series-template (spec 000 §2.2). */
export default function HostFromTemplate({ world, templates, selectedTemplateId, timezone, timezones }: Props) {
  const hostable = templates.filter((template) => template.canHost)
  const unavailable = templates.filter((template) => !template.canHost)
  const form = useForm<HostForm>({
    templateId: selectedTemplateId ? String(selectedTemplateId) : '',
    firstSessionDate: '',
    firstSessionTime: '17:00',
    timezone,
    description: '',
    qualifications: '',
  })
  const errors = useFormErrors(form)
  const formError = errorOf(errors, 'form')
  const zoneData = useMemo(() => timezones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), [timezones])
  const chosen = templates.find((template) => String(template.id) === form.data.templateId && template.canHost) ?? null

  const preview = useMemo(() => {
    if (!chosen || !form.data.firstSessionDate || !form.data.firstSessionTime) return []
    const first = DateTime.fromISO(`${form.data.firstSessionDate}T${form.data.firstSessionTime}`, { zone: form.data.timezone })
    if (!first.isValid) return []
    try {
      // One per session template when the template has them (issue 21 §1): sessionCount says how many.
      return generateSessionTimesFor(chosen, chosen.sessionCount, first, form.data.timezone)
    } catch {
      return []
    }
  }, [chosen, form.data.firstSessionDate, form.data.firstSessionTime, form.data.timezone])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform((data) => ({ ...data, templateId: Number(data.templateId), description: data.description.trim() || null, qualifications: data.qualifications.trim() || null }))
    form.post(`/w/${world.slug}/schedule/series-template`)
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Head title={`Host a series · ${world.title}`} />
      <PageHeader
        title="Host a series"
        description={
          <>
            Pick one of the{' '}
            <Anchor component={Link} href={`/w/${world.slug}`} underline="always">
              {world.title}
            </Anchor>{' '}
            templates and when your first session starts; the rest of the schedule follows from the template.
          </>
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {formError}
            </Alert>
          )}
          <Radio.Group
            label={<Title order={2} size="h4">1. Choose a template</Title>}
            value={form.data.templateId}
            onChange={(value) => form.setData('templateId', value)}
            error={errorOf(errors, 'templateId')}
          >
            {hostable.length === 0 ? (
              <Text c="dimmed" mt="xs">
                There is no template you can host in this world right now.
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {hostable.map((template) => (
                  <Card key={template.id} withBorder radius="md" padding="md">
                    <Radio
                      value={String(template.id)}
                      label={<Text fw={600}>{template.title}</Text>}
                      description={
                        // The radio renders its description inside a <p>: spans only (no <p> or <div> in a <p>).
                        <Stack gap={4} mt={4} component="span">
                          <Text size="sm" component="span">
                            {cadence(template)}
                          </Text>
                          {template.description && (
                            <Text size="sm" c="dimmed" lineClamp={3} component="span">
                              {template.description}
                            </Text>
                          )}
                        </Stack>
                      }
                    />
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </Radio.Group>

          {unavailable.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="unavailable-templates">
              <Title order={3} size="h5" id="unavailable-templates">
                Not available to you yet
              </Title>
              {unavailable.map((template) => (
                <Card key={template.id} withBorder radius="md" padding="sm" bg="gray.0">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600} size="sm">
                      {template.title}
                    </Text>
                    <Badge variant="light" color="gray">
                      Unavailable
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {template.reason}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}

          {hostable.length > 0 && (
            <Stack gap="md">
              <Title order={2} size="h4">
                2. When is your first session?
              </Title>
              <Group align="flex-start" gap="md" wrap="wrap">
                <TextInput
                  type="date"
                  label="Date"
                  required
                  w={190}
                  value={form.data.firstSessionDate}
                  onChange={(event) => form.setData('firstSessionDate', event.currentTarget.value)}
                  error={errorOf(errors, 'firstSessionDate')}
                />
                <TextInput
                  type="time"
                  label="Start time"
                  required
                  w={150}
                  value={form.data.firstSessionTime}
                  onChange={(event) => form.setData('firstSessionTime', event.currentTarget.value)}
                  error={errorOf(errors, 'firstSessionTime')}
                />
                <Select
                  label="Time zone"
                  data={zoneData}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage="No time zone matches"
                  limit={100}
                  style={{ flex: '1 1 240px' }}
                  value={form.data.timezone}
                  onChange={(value) => value && form.setData('timezone', value)}
                  error={errorOf(errors, 'timezone')}
                />
              </Group>
              {chosen?.earliestStart && (
                <Text size="sm" c="dimmed">
                  The first session can start from {instantWithYearText(chosen.earliestStart, form.data.timezone)}.
                </Text>
              )}
              <Textarea
                label="Description (optional)"
                description="Shown on the series page. Leave empty to use the template's description."
                autosize
                minRows={3}
                maxLength={5000}
                value={form.data.description}
                onChange={(event) => form.setData('description', event.currentTarget.value)}
                error={errorOf(errors, 'description')}
              />
              <Textarea
                label="Who should join (optional)"
                description="Prerequisites or who the series is for. Shown on the series page and on each session."
                autosize
                minRows={2}
                maxLength={2000}
                value={form.data.qualifications}
                onChange={(event) => form.setData('qualifications', event.currentTarget.value)}
                error={errorOf(errors, 'qualifications')}
              />
              {preview.length > 0 && (
                <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title={`Your ${preview.length} sessions`}>
                  <Stack gap={2} component="ol" style={{ margin: 0, paddingLeft: '1.2em' }}>
                    {preview.slice(0, PREVIEW_LIMIT).map((start) => (
                      <Text key={start.toISO()} size="sm" component="li">
                        {start.toFormat('ccc, LLL d, yyyy · h:mm a')} – {start.plus({ minutes: chosen!.sessionMinutes }).toFormat('h:mm a ZZZZ')}
                      </Text>
                    ))}
                  </Stack>
                  {preview.length > PREVIEW_LIMIT && (
                    <Text size="sm" mt={4}>
                      … and {preview.length - PREVIEW_LIMIT} more, through {preview.at(-1)!.toFormat('LLL d, yyyy')}.
                    </Text>
                  )}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={form.processing} disabled={!chosen}>
                  Schedule the series
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </form>
    </Container>
  )
}
