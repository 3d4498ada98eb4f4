import { Link } from '@inertiajs/react'
import { Anchor, Badge, Box, Container, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'

type Props = {
  target: Data.Assessments.Target
  submitted: number
  learners: { submissionId: number; name: string; score: number; maxScore: number; submittedAt: string; right: Record<string, boolean> }[]
  questions: { name: string; label: string; scored: boolean; right: number; options: { label: string; count: number; correct: boolean }[]; texts: string[] }[]
}

/** A labelled bar: the number is in the text, the bar only shows it. */
function Bar({ label, value, total, color }: { label: string; value: number; total: number; color?: string }) {
  const percent = total === 0 ? 0 : Math.round((value / total) * 100)
  return (
    <Box>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {value} of {total}
        </Text>
      </Group>
      <Progress value={percent} color={color} aria-hidden />
    </Box>
  )
}

/** assessments/results — /assessments/{id}/{kind}/{targetId}/results: per learner and per question (the class's hosts and the owner). */
export default function Results({ target, submitted, learners, questions }: Props) {
  const zone = useZone()
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title={`Results: ${target.assessmentTitle}`}
        description={`${target.kind === 'series' ? 'Series' : 'Session'}: ${target.title}. ${submitted} ${submitted === 1 ? 'submission' : 'submissions'}.`}
        actions={
          <Anchor component={Link} href={urlFor('assessments.edit', { id: target.assessmentId })}>
            Manage the assessment
          </Anchor>
        }
      />
      <Stack gap="lg">
        <Text size="sm">{target.resultsReleasedAt ? 'Results are released: learners see their own scores.' : 'Results are not released yet: learners do not see their scores.'}</Text>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="per-learner">
          <Title order={2} fz="h4" id="per-learner" mb="sm">
            Per learner
          </Title>
          {learners.length === 0 ? (
            <Text c="dimmed">No submissions yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Learner</Table.Th>
                    <Table.Th>Score</Table.Th>
                    <Table.Th>Submitted</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {learners.map((learner) => (
                    <Table.Tr key={learner.submissionId}>
                      <Table.Td>{learner.name}</Table.Td>
                      <Table.Td>
                        {learner.score} / {learner.maxScore}
                      </Table.Td>
                      <Table.Td>{instantText(learner.submittedAt, zone)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="per-question">
          <Title order={2} fz="h4" id="per-question" mb="sm">
            Per question
          </Title>
          <Stack gap="lg">
            {questions.map((question, index) => (
              <Stack key={question.name} gap="xs" component="section" aria-label={`Question ${index + 1}`}>
                <Title order={3} fz="h5">
                  {index + 1}. {question.label}
                </Title>
                {question.scored ? <Bar label="Answered right" value={question.right} total={submitted} color="green" /> : <Badge color="gray" w="fit-content">Not scored</Badge>}
                {question.options.map((option) => (
                  <Bar key={option.label} label={`${option.label}${option.correct ? ' (right answer)' : ''}`} value={option.count} total={submitted} color={option.correct ? 'green' : 'gray'} />
                ))}
                {question.texts.length > 0 && (
                  <Stack component="ul" gap={4} m={0} pl="lg">
                    {question.texts.map((text, position) => (
                      <li key={position}>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {text}
                        </Text>
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
