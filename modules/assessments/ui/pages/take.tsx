import { Link } from '@inertiajs/react'
import { Alert, Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { FormRenderer, FormResponseView, submitWithInertia } from '../../../forms/ui/index'
import type { FormDefinition, FormValues } from '../../../forms/shared/index'

type Props = {
  target: Data.Assessments.Target
  description: string
  form: FormDefinition
  learner: boolean
  canSubmit: boolean
  canTeach: boolean
  submission: { submittedAt: string; answers: FormValues; score: number | null; maxScore: number | null } | null
  sat: { satTestTitle: string | null; testPdfUrl: string; answersPdfUrl: string | null } | null
}

/**
 * assessments/take — /assessments/{id}/{series|session}/{targetId}: a learner of the class answers the
 * released assessment once, then sees their answers and, after the hosts release the results, their
 * score. Hosts and the owner see the questions and a link to the results.
 */
export default function Take({ target, description, form, learner, canSubmit, canTeach, submission, sat }: Props) {
  const zone = useZone()
  const params = { id: target.assessmentId, kind: target.kind, targetId: target.targetId }
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={target.assessmentTitle} description={`${target.kind === 'series' ? 'Series' : 'Session'}: ${target.title}`} />
      <Stack gap="lg">
        {description && <Text style={{ whiteSpace: 'pre-wrap' }}>{description}</Text>}
        {sat && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="practice-test">
            <Title order={2} fz="h4" id="practice-test" mb="xs">
              SAT practice test{sat.satTestTitle ? `: ${sat.satTestTitle}` : ''}
            </Title>
            <Group gap="md" wrap="wrap">
              <Anchor href={sat.testPdfUrl} target="_blank" rel="noopener" data-testid="sat-test-pdf">
                Open the test (PDF)
              </Anchor>
              {sat.answersPdfUrl ? (
                <Anchor href={sat.answersPdfUrl} target="_blank" rel="noopener" data-testid="sat-answers-pdf">
                  Open the answers (PDF)
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  The answers open after you submit.
                </Text>
              )}
            </Group>
          </Paper>
        )}
        {canTeach && (
          <Alert color="blue" title="You teach this class">
            <Group gap="md">
              <Text size="sm">{target.releasedAt ? 'Released to the class.' : 'Not released yet: learners cannot see it.'}</Text>
              {target.releasedAt && (
                <Anchor component={Link} href={urlFor('assessments.results', params)} size="sm">
                  See the results
                </Anchor>
              )}
              <Anchor component={Link} href={urlFor('assessments.edit', { id: target.assessmentId })} size="sm">
                Manage
              </Anchor>
            </Group>
          </Alert>
        )}
        {submission && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="your-submission">
            <Stack gap="sm">
              <Title order={2} fz="h4" id="your-submission">
                Your answers
              </Title>
              <Text size="sm" c="dimmed">
                Submitted {instantText(submission.submittedAt, zone)}
              </Text>
              {submission.score !== null ? (
                <Text fw={600} size="lg" data-testid="assessment-score">
                  Your score: {submission.score} / {submission.maxScore}
                </Text>
              ) : (
                <Badge color="gray" w="fit-content">
                  Score shown once the results are released
                </Badge>
              )}
              <FormResponseView definition={form} values={submission.answers} />
            </Stack>
          </Paper>
        )}
        {canSubmit && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="answer">
            <Title order={2} fz="h4" id="answer" mb="sm">
              Your answers
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              You can submit once.
            </Text>
            <FormRenderer definition={form} onSubmit={submitWithInertia(urlFor('assessments.submit', params))} submitLabel="Submit answers" />
          </Paper>
        )}
        {!canSubmit && !submission && (learner || canTeach) && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="questions">
            <Title order={2} fz="h4" id="questions" mb="sm">
              Questions
            </Title>
            <Stack component="ol" gap="xs" m={0} pl="lg">
              {form.blocks.map((block) => (
                <li key={block.name}>
                  <Text size="sm">{block.label}</Text>
                </li>
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
