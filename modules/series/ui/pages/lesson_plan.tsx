import { Head, Link } from '@inertiajs/react'
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { SeriesHeader } from '../components/series_header'
import { PlanEditor } from '../components/plan_editor'
import { RichTextView } from '../../../rich_text/ui/index'
import type { RichTextContent } from '../../../rich_text/shared/index'
import type { Data } from '~generated/data'

type Props = {
  series: Data.Series.Series
  groupPlan: RichTextContent | null
  ownPlan: RichTextContent | null
  registered: boolean
  asTutor: boolean
  canEdit: boolean
  canViewLearnerPlans: boolean
  learners: Data.Series.LearnerPlan[]
}

function Plan({
  id,
  title,
  plan,
  empty,
}: {
  id: string
  title: string
  plan: RichTextContent | null
  empty: string
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {plan ? <RichTextView content={plan} /> : <Text c="dimmed">{empty}</Text>}
    </Paper>
  )
}

/**
 * spec 000 §2.2 "/series/{id}/lesson-plan (query as=tutor)": the group plan (hosts edit it) and,
 * for hosts with ?as=tutor, each learner's plan; a learner reads the group plan and their own.
 */
export default function LessonPlan({
  series,
  groupPlan,
  ownPlan,
  registered,
  asTutor,
  canEdit,
  canViewLearnerPlans,
  learners,
}: Props) {
  const base = `/series/${series.id}/lesson-plan`
  return (
    <>
      <Head title={`Lesson plan · ${series.title}`} />
      <SeriesHeader series={series} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} href={`/series/${series.id}`} size="sm">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden /> Back to the series
              </Group>
            </Anchor>
            {canViewLearnerPlans && (
              <Anchor component={Link} href={asTutor ? base : `${base}?as=tutor`} size="sm">
                {asTutor ? 'Show the group plan only' : 'Show every learner’s plan'}
              </Anchor>
            )}
          </Group>
          <Title order={1} size="h2">
            Lesson plan
          </Title>
          {canEdit ? (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-plan">
              <Title order={2} size="h4" id="group-plan" mb="xs">
                Group lesson plan
              </Title>
              <PlanEditor action={base} label="Group lesson plan" value={groupPlan} />
            </Paper>
          ) : (
            <Plan
              id="group-plan"
              title="Group lesson plan"
              plan={groupPlan}
              empty="The hosts have not written the group plan yet."
            />
          )}
          {registered && (
            <Plan
              id="own-plan"
              title="Your plan"
              plan={ownPlan}
              empty="Your hosts have not written a plan for you yet."
            />
          )}
          {asTutor && (
            <Stack gap="md" component="section" aria-labelledby="learner-plans">
              <Title order={2} size="h3" id="learner-plans">
                Learners’ plans
              </Title>
              {learners.length === 0 && <Text c="dimmed">No learner is registered yet.</Text>}
              {learners.map((learner) => {
                const plan = learner.plan as RichTextContent | null
                return (
                  <Paper
                    key={learner.registrationId}
                    withBorder
                    radius="md"
                    p="md"
                    component="article"
                    aria-labelledby={`learner-${learner.registrationId}`}
                  >
                    <Title order={3} size="h5" id={`learner-${learner.registrationId}`} mb="xs">
                      {learner.displayName}
                    </Title>
                    {canEdit ? (
                      <PlanEditor
                        action={`${base}/learners/${learner.registrationId}`}
                        label={`Plan for ${learner.displayName}`}
                        value={plan}
                      />
                    ) : plan ? (
                      <RichTextView content={plan} />
                    ) : (
                      <Text c="dimmed">No plan yet.</Text>
                    )}
                  </Paper>
                )
              })}
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  )
}
