import { Link, router, useForm } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Checkbox, Container, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { GROUP_TITLES, PRIORITY_LABELS, COMPLETED_LABEL, type TrainingGroup } from '../../shared/rules'

type TrainingView = Data.Training.Training
type Props = { show: 'completed' | 'incomplete' | null; trainings: TrainingView[]; selected: TrainingView | null }

const GROUPS: TrainingGroup[] = ['required', 'highly_recommended', 'optional', 'completed']
const hrefFor = (show: Props['show'], slug?: string) => {
  const params = new URLSearchParams()
  if (show) params.set('show', show)
  if (slug) params.set('slug', slug)
  const query = params.toString()
  return `/tutor/training${query ? `?${query}` : ''}`
}

function groupSubtitle(group: TrainingGroup) {
  return group === 'completed' ? COMPLETED_LABEL : PRIORITY_LABELS[group]
}

function CompletionForm({ training }: { training: TrainingView }) {
  const form = useForm({ acknowledged: false })
  const errors = useFormErrors(form)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('training.complete', { slug: training.slug }), { preserveScroll: true })
      }}
    >
      <Stack gap="xs">
        <Checkbox
          label="I have completed this training and read its summary"
          checked={form.data.acknowledged}
          onChange={(event) => form.setData('acknowledged', event.currentTarget.checked)}
          error={errorOf(errors, 'acknowledged')}
        />
        <Button type="submit" loading={form.processing} disabled={!form.data.acknowledged} style={{ alignSelf: 'flex-start' }}>
          Mark training complete
        </Button>
      </Stack>
    </form>
  )
}

function Selected({ training, show }: { training: TrainingView; show: Props['show'] }) {
  const zone = useZone()
  const completedAt = training.submission?.submittedAt ?? null
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="training-title">
      <Stack gap="sm">
        <Anchor component={Link} href={hrefFor(show)} size="sm">
          Back to all trainings
        </Anchor>
        <Title order={2} id="training-title">
          {training.title}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{groupSubtitle(training.group)}</Badge>
          <Text size="sm" c="dimmed">
            About {training.timeEstimateMinutes} minutes
          </Text>
        </Group>
        {training.tagline && <Text fw={600}>{training.tagline}</Text>}
        {training.submission?.assignmentNote && (
          <Alert color="blue" variant="light" title="Note from your mentor">
            {training.submission.assignmentNote}
          </Alert>
        )}
        <Text style={{ whiteSpace: 'pre-line' }}>{training.description}</Text>
        <Group gap="md">
          {training.link && (
            <Button component="a" href={training.link} target="_blank" rel="noopener noreferrer" variant="light">
              {completedAt ? 'Review training' : 'Start training'}
            </Button>
          )}
          {training.linkSummary && (
            <Anchor href={training.linkSummary} target="_blank" rel="noopener noreferrer">
              Read the summary
            </Anchor>
          )}
        </Group>
        <Title order={3} fz="h5">
          Completion
        </Title>
        {completedAt ? (
          <Alert color="green" variant="light" role="status">
            Completed on {dayText(completedAt, zone)}.
          </Alert>
        ) : training.archived ? (
          <Text c="dimmed">This training has been retired and can no longer be completed.</Text>
        ) : (
          <CompletionForm training={training} />
        )}
      </Stack>
    </Paper>
  )
}

/** training/index — /tutor/training?show=completed|incomplete&slug= (spec 000 §2.2; spec 001 §4.5). */
export default function TrainingIndex({ show, trainings, selected }: Props) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Tutor trainings" description="Short trainings that help you run safe, effective sessions. Required ones must be completed before you host new sessions." />
      {selected ? (
        <Selected training={selected} show={show} />
      ) : (
        <Stack gap="lg">
          <SegmentedControl
            aria-label="Which trainings to show"
            value={show ?? 'all'}
            onChange={(value) => router.get(hrefFor(value === 'all' ? null : (value as Props['show'])))}
            data={[
              { value: 'all', label: 'All' },
              { value: 'incomplete', label: 'To do' },
              { value: 'completed', label: 'Completed' },
            ]}
          />
          {trainings.length === 0 && <Text c="dimmed">No trainings here.</Text>}
          {GROUPS.map((group) => {
            const rows = trainings.filter((training) => training.group === group)
            if (rows.length === 0) return null
            return (
              <section key={group} aria-labelledby={`group-${group}`}>
                <Title order={2} fz="h4" id={`group-${group}`}>
                  {GROUP_TITLES[group]}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {groupSubtitle(group)}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {rows.map((training) => (
                    <Paper key={training.id} withBorder radius="md" p="md">
                      <Stack gap={6}>
                        <Anchor component={Link} href={hrefFor(show, training.slug)} fw={700}>
                          {training.title}
                        </Anchor>
                        <Text size="sm">{training.excerpt}</Text>
                        <Text size="xs" c="dimmed">
                          About {training.timeEstimateMinutes} minutes
                        </Text>
                      </Stack>
                    </Paper>
                  ))}
                </SimpleGrid>
              </section>
            )
          })}
        </Stack>
      )}
    </Container>
  )
}
