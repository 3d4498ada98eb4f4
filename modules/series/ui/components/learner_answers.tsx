import { Accordion, Paper, Text, Title } from '@mantine/core'
import { FormResponseView } from '../../../forms/ui/index'
import type { FormDefinition, FormValues } from '../../../forms/shared/index'

export type LearnerAnswersRow = { key: number; displayName: string; answers: FormValues | null }

/**
 * The learners' questionnaire answers (issue 21 §3), one fold per learner, for the series' hosts
 * (learners page, prep prompt). The server sends answers only to them.
 */
export function LearnerAnswers({ definition, rows, headingId }: { definition: FormDefinition; rows: LearnerAnswersRow[]; headingId: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Questionnaire answers
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No learners yet.</Text>
      ) : (
        <Accordion multiple variant="separated" chevronPosition="left">
          {rows.map((row) => (
            <Accordion.Item key={row.key} value={String(row.key)}>
              <Accordion.Control>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.displayName}
                  {row.answers ? '' : ' · no answers'}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                {row.answers ? <FormResponseView definition={definition} values={row.answers} /> : <Text size="sm" c="dimmed">This learner has not answered.</Text>}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Paper>
  )
}
