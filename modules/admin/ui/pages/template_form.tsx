import type { FormEvent } from 'react'
import { Link, router, useForm, usePage } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { formatInstant } from '../components/format'
import { SessionTemplatesEditor } from '../components/session_templates_editor'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

type Option = { value: string; label: string }

type Props = {
  admin: Data.Kernel.AdminFrame
  template: Data.Admin.Template.Variants['forForm'] | null
  sessionTemplates: Data.Series.SessionTemplate[]
  choices: { worlds: Option[]; courses: Option[]; scheduleTypes: string[]; attendancePolicies: string[] }
}

type FormData = {
  slug: string
  title: string
  description: string
  externalDescription: string
  curriculum: string
  curriculumUrl: string | null
  attendancePolicy: string
  scheduleType: string
  sessionsPerWeek: number | null
  weeks: number | null
  sessionMinutes: number | null
  maxLearners: number | null
  allowCohosts: boolean
  worldId: number | null
  courseId: number | null
  maxRegistrationsPerLearner: number | null
  maxActiveSeriesPerTutor: number | null
  gatingGroup: string | null
}

const SCHEDULE_LABELS: Record<string, string> = { weekly: 'Weekly', biweekly: 'Twice a week', everyTwoWeeks: 'Every two weeks' }

const toNumber = (value: string | number) => (value === '' || value === null ? null : Number(value))

/** admin/template_form — create or edit a series template. */
export default function AdminTemplateForm({ admin, template, sessionTemplates, choices }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone
  const form = useForm<FormData>({
    slug: template?.slug ?? '',
    title: template?.title ?? '',
    description: template?.description ?? '',
    externalDescription: template?.externalDescription ?? '',
    curriculum: template?.curriculum ?? '',
    curriculumUrl: template?.curriculumUrl ?? null,
    attendancePolicy: template?.attendancePolicy ?? 'standard',
    scheduleType: template?.scheduleType ?? 'weekly',
    sessionsPerWeek: template?.sessionsPerWeek ?? 1,
    weeks: template?.weeks ?? 4,
    sessionMinutes: template?.sessionMinutes ?? 60,
    maxLearners: template?.maxLearners ?? 10,
    allowCohosts: template?.allowCohosts ?? true,
    worldId: template?.worldId ?? null,
    courseId: template?.courseId ?? null,
    maxRegistrationsPerLearner: template?.maxRegistrationsPerLearner ?? null,
    maxActiveSeriesPerTutor: template?.maxActiveSeriesPerTutor ?? null,
    gatingGroup: template?.gatingGroup ?? null,
  })
  const errors = useFormErrors(form)
  const error = (key: string) => errorOf(errors, key)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform((data) => ({ ...data, curriculumUrl: data.curriculumUrl || null, gatingGroup: data.gatingGroup || null }))
    if (template) form.put(`/admin/templates/${template.id}`, { preserveScroll: true })
    else form.post('/admin/templates', { preserveScroll: true })
  }

  const number = (key: keyof FormData, label: string, props: { min: number; max: number; description?: string; optional?: boolean }) => (
    <NumberInput
      label={label}
      description={props.description}
      min={props.min}
      max={props.max}
      allowDecimal={false}
      allowNegative={false}
      required={!props.optional}
      value={(form.data[key] as number | null) ?? ''}
      onChange={(value) => form.setData(key, toNumber(value) as never)}
      error={error(key)}
    />
  )

  return (
    <AdminLayout
      admin={admin}
      title={template ? `Edit “${template.title}”` : 'New template'}
      description={template ? `Template #${template.id} · ${template.slug}` : 'A series template tutors can host from.'}
      actions={
        <Group gap="sm">
          <Anchor component={Link} href="/admin/templates">
            Back to templates
          </Anchor>
          {template && (
            <Button
              variant="light"
              color={template.active ? 'gray' : 'teal'}
              onClick={() => router.put(`/admin/templates/${template.id}/activation`, { active: !template.active }, { preserveScroll: true })}
            >
              {template.active ? 'Deactivate' : 'Activate'}
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="lg">
        {template && (
          <Group gap="xs">
            <Text size="sm">Status:</Text>
            <Badge miw="max-content" color={template.active ? 'teal' : 'gray'} variant="light">
              {template.active ? 'active' : 'inactive'}
            </Badge>
          </Group>
        )}
        {template?.program && (
          <Alert color="blue" title="Program template">
            <Text size="sm">
              Program <strong>{template.program.slug}</strong>, iteration <strong>{template.program.iteration ?? '—'}</strong>
              {template.program.offering ? `, offering ${template.program.offering}` : ''}; runs {formatInstant(template.program.startsAt, timezone, false)} –{' '}
              {formatInstant(template.program.endsAt, timezone, false)}. These come from the program's iteration file
              (programs:sync) and cannot be changed here; a later sync may overwrite the fields below.
            </Text>
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="h4" mb="md">
                Basics
              </Title>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Title"
                    required
                    maxLength={200}
                    value={form.data.title}
                    onChange={(event) => form.setData('title', event.currentTarget.value)}
                    error={error('title')}
                  />
                  <TextInput
                    label="Slug"
                    description="Lowercase letters, numbers and dashes."
                    required
                    maxLength={120}
                    value={form.data.slug}
                    onChange={(event) => form.setData('slug', event.currentTarget.value)}
                    error={error('slug')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="World"
                    required
                    searchable
                    data={choices.worlds}
                    value={form.data.worldId ? String(form.data.worldId) : null}
                    onChange={(value) => form.setData('worldId', value ? Number(value) : null)}
                    error={error('worldId')}
                    nothingFoundMessage="No world matches"
                  />
                  <Select
                    label="Course"
                    placeholder="None"
                    clearable
                    searchable
                    data={choices.courses}
                    value={form.data.courseId ? String(form.data.courseId) : null}
                    onChange={(value) => form.setData('courseId', value ? Number(value) : null)}
                    error={error('courseId')}
                    nothingFoundMessage="No course matches"
                  />
                </SimpleGrid>
                <Textarea
                  label="Description (for tutors)"
                  autosize
                  minRows={3}
                  maxLength={5000}
                  value={form.data.description}
                  onChange={(event) => form.setData('description', event.currentTarget.value)}
                  error={error('description')}
                />
                <Textarea
                  label="External description (for learners)"
                  autosize
                  minRows={3}
                  maxLength={5000}
                  value={form.data.externalDescription}
                  onChange={(event) => form.setData('externalDescription', event.currentTarget.value)}
                  error={error('externalDescription')}
                />
                <Textarea
                  label="Curriculum"
                  autosize
                  minRows={3}
                  maxLength={10000}
                  value={form.data.curriculum}
                  onChange={(event) => form.setData('curriculum', event.currentTarget.value)}
                  error={error('curriculum')}
                />
                <TextInput
                  label="Curriculum link"
                  placeholder="https://"
                  maxLength={500}
                  value={form.data.curriculumUrl ?? ''}
                  onChange={(event) => form.setData('curriculumUrl', event.currentTarget.value)}
                  error={error('curriculumUrl')}
                />
              </Stack>
            </Paper>

            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="h4" mb="md">
                Schedule and limits
              </Title>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="Schedule"
                    required
                    allowDeselect={false}
                    data={choices.scheduleTypes.map((value) => ({ value, label: SCHEDULE_LABELS[value] ?? value }))}
                    value={form.data.scheduleType}
                    onChange={(value) => value && form.setData('scheduleType', value)}
                    error={error('scheduleType')}
                  />
                  <Select
                    label="Attendance policy"
                    required
                    allowDeselect={false}
                    data={choices.attendancePolicies}
                    value={form.data.attendancePolicy}
                    onChange={(value) => value && form.setData('attendancePolicy', value)}
                    error={error('attendancePolicy')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                  {number('sessionsPerWeek', 'Sessions per week', { min: 1, max: 7 })}
                  {number('weeks', 'Weeks', { min: 1, max: 52 })}
                  {number('sessionMinutes', 'Session minutes', { min: 15, max: 240 })}
                  {number('maxLearners', 'Max learners', { min: 1, max: 500 })}
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {number('maxRegistrationsPerLearner', 'Registrations per learner', { min: 1, max: 50, description: 'Empty: no limit', optional: true })}
                  {number('maxActiveSeriesPerTutor', 'Active series per tutor', { min: 1, max: 50, description: 'Empty: no limit', optional: true })}
                  <TextInput
                    label="Gating group"
                    description="Empty: open to everyone"
                    maxLength={80}
                    value={form.data.gatingGroup ?? ''}
                    onChange={(event) => form.setData('gatingGroup', event.currentTarget.value)}
                    error={error('gatingGroup')}
                  />
                </SimpleGrid>
                <Switch
                  label="Allow co-hosts"
                  checked={form.data.allowCohosts}
                  onChange={(event) => form.setData('allowCohosts', event.currentTarget.checked)}
                />
              </Stack>
            </Paper>

            <Group justify="flex-end">
              <Button type="submit" loading={form.processing} disabled={form.processing}>
                {template ? 'Save template' : 'Create template'}
              </Button>
            </Group>
          </Stack>
        </form>
        {template && (
          <Group>
            <Button component={Link} variant="light" href={urlFor('series.template_questionnaire.edit', { id: template.id })}>
              Edit the questionnaire learners answer when they register
            </Button>
          </Group>
        )}
        {template && <SessionTemplatesEditor templateId={template.id} sessions={sessionTemplates} />}
      </Stack>
    </AdminLayout>
  )
}
