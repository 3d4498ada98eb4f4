import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Container, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { SeriesHeader } from '../components/series_header'
import { RichTextView } from '../../../rich_text/ui/index'
import type { RichTextContent } from '../../../rich_text/shared/index'
import Curriculum from '../outlets/curriculum'
import type { Curriculum as CurriculumData } from '../../transformers/resource_types'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { instantWithYearText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'
import { LearnerAnswers } from '../../../tutoring/ui/index'
import type { FormDefinition, FormValues } from '../../../forms/shared/index'

type Props = {
  series: Data.Series.Series
  session: Data.Series.PrepSession
  curriculum: CurriculumData | null
  previous: { title: string; notes: string | null } | null
  groupPlan: RichTextContent | null
  open: boolean
  /** The series' questionnaire and the current learners' answers (issue 21 §3). */
  questionnaire: FormDefinition | null
  answers: Data.Series.LearnerAnswers[]
}

/** The prep prompt of a session (issue 21 §2), for its hosts, until the session ends. */
export default function SessionPrep({ series, session, curriculum, previous, groupPlan, open, questionnaire, answers }: Props) {
  const zone = useZone()
  const form = useForm<{ minutes: number | string; notes: string }>({ minutes: 30, notes: session.lessonPrepNotes ?? '' })
  const errors = useFormErrors(form)
  const formError = errorOf(errors, 'form')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(`/series/${series.id}/sessions/${session.id}/prep`, { preserveScroll: true })
  }

  return (
    <>
      <Head title={`Prep · ${session.title}`} />
      <SeriesHeader series={series} />
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Anchor component={Link} href={`/session/${session.id}`} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden /> Back to the session
            </Group>
          </Anchor>
          <Stack gap={4}>
            <Title order={1} size="h2">
              Prepare: {session.title}
            </Title>
            <Text c="dimmed">{instantWithYearText(session.startDate, zone)}</Text>
            {session.lessonPrepCompleted && session.lessonPrepResponseAt && (
              <Badge color="green" variant="light">
                Prep done {instantWithYearText(session.lessonPrepResponseAt, zone)}
              </Badge>
            )}
          </Stack>
          {curriculum ? <Curriculum curriculum={curriculum} /> : <Text c="dimmed">This session has no curriculum.</Text>}
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="prep-group-plan">
            <Title order={2} size="h4" id="prep-group-plan" mb="xs">
              Group lesson plan
            </Title>
            {groupPlan ? <RichTextView content={groupPlan} /> : <Text c="dimmed">No group plan yet.</Text>}
            <Anchor component={Link} href={`/series/${series.id}/lesson-plan?as=tutor`} size="sm">
              Open the lesson plans
            </Anchor>
          </Paper>
          {questionnaire && (
            <LearnerAnswers
              definition={questionnaire}
              headingId="prep-answers"
              rows={answers.map((row) => ({ key: row.registrationId, displayName: row.displayName, answers: row.answers as FormValues | null }))}
            />
          )}
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="prep-previous">
            <Title order={2} size="h4" id="prep-previous" mb="xs">
              Last session’s notes
            </Title>
            {previous?.notes ? (
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {previous.title}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{previous.notes}</Text>
              </Stack>
            ) : (
              <Text c="dimmed">{previous ? 'No notes were left after the last session.' : 'This is the first session of the series.'}</Text>
            )}
          </Paper>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="prep-complete">
            <Title order={2} size="h4" id="prep-complete" mb="xs">
              {session.lessonPrepCompleted ? 'Update your prep' : 'Complete your prep'}
            </Title>
            {open ? (
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  {formError && (
                    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                      {formError}
                    </Alert>
                  )}
                  <NumberInput
                    label="Minutes spent preparing"
                    min={1}
                    max={600}
                    allowDecimal={false}
                    value={form.data.minutes}
                    onChange={(value) => form.setData('minutes', value)}
                    error={errorOf(errors, 'minutes')}
                    required
                  />
                  <Textarea
                    label="Notes for the next session"
                    description="Your co-hosts see them on the next session’s prep."
                    autosize
                    minRows={3}
                    maxLength={5000}
                    value={form.data.notes}
                    onChange={(event) => form.setData('notes', event.currentTarget.value)}
                    error={errorOf(errors, 'notes')}
                  />
                  <Group justify="flex-end">
                    <Button type="submit" loading={form.processing}>
                      {session.lessonPrepCompleted ? 'Update prep' : 'Mark prep complete'}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : (
              <Text c="dimmed">Prep is closed: this session has ended or was canceled.</Text>
            )}
          </Paper>
        </Stack>
      </Container>
    </>
  )
}
