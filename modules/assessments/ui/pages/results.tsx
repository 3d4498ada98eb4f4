import { Link } from '@inertiajs/react'
import { Anchor, Badge, Box, Container, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core'
import { BarChart } from '@mantine/charts'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'

type Props = {
  target: Data.Assessments.Target
  submitted: number
  maxScore: number
  histogram: { score: number; learners: number }[]
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

/**
 * A bar chart drawn for the eye only: the table next to it carries the same numbers for everyone
 * (screen readers, keyboard, narrow screens where the bars get short).
 */
function Chart({ data, dataKey, label, height }: { data: Record<string, string | number>[]; dataKey: string; label: string; height: number }) {
  return (
    <Box aria-hidden>
      <BarChart
        h={height}
        data={data}
        dataKey={dataKey}
        orientation="vertical"
        yAxisProps={{ width: 110 }}
        xAxisProps={{ allowDecimals: false }}
        withTooltip={false}
        // Recharts makes the chart focusable for its own keyboard layer; the table is the accessible form here.
        barChartProps={{ accessibilityLayer: false }}
        series={[{ name: 'learners', label, color: 'haven.6' }]}
      />
    </Box>
  )
}

/** The score histogram: how many learners got each score. */
function Histogram({ histogram, submitted, maxScore }: { histogram: Props['histogram']; submitted: number; maxScore: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="scores">
      <Title order={2} fz="h4" id="scores" mb="sm">
        Scores
      </Title>
      {submitted === 0 ? (
        <Text c="dimmed">No submissions yet.</Text>
      ) : maxScore === 0 ? (
        <Text c="dimmed">No question of this assessment is scored.</Text>
      ) : (
        <Stack gap="sm">
          <Chart data={histogram.map((bar) => ({ score: `${bar.score} / ${maxScore}`, learners: bar.learners }))} dataKey="score" label="Learners" height={Math.max(120, 28 * histogram.length + 40)} />
          <Table verticalSpacing={4} data-testid="score-table">
            <Table.Caption>How many learners got each score</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Score</Table.Th>
                <Table.Th scope="col">Learners</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {histogram.map((bar) => (
                <Table.Tr key={bar.score}>
                  <Table.Th scope="row" fw={400}>
                    {bar.score} / {maxScore}
                  </Table.Th>
                  <Table.Td>{bar.learners}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Paper>
  )
}

/** A choice question's answers per option: the chart and its table. */
function OptionCounts({ question, number }: { question: Props['questions'][number]; number: number }) {
  return (
    <Stack gap="xs">
      <Chart data={question.options.map((option) => ({ option: option.label, learners: option.count }))} dataKey="option" label="Chose it" height={Math.max(100, 32 * question.options.length + 40)} />
      <Table verticalSpacing={4}>
        <Table.Caption>Answers to question {number} per option</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Option</Table.Th>
            <Table.Th scope="col">Learners</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {question.options.map((option) => (
            <Table.Tr key={option.label}>
              <Table.Th scope="row" fw={400}>
                {option.label}
                {option.correct && (
                  <Badge ml="xs" size="xs" color="green">
                    Right answer
                  </Badge>
                )}
              </Table.Th>
              <Table.Td>{option.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}

/** assessments/results — /assessments/{id}/{kind}/{targetId}/results: per learner and per question (the class's hosts and the owner). */
export default function Results({ target, submitted, maxScore, histogram, learners, questions }: Props) {
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
        <Histogram histogram={histogram} submitted={submitted} maxScore={maxScore} />
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
                {question.options.length > 0 && submitted > 0 && <OptionCounts question={question} number={index + 1} />}
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
