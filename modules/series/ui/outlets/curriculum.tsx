import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { RichTextView } from '../../../rich_text/ui/index'
import type { Curriculum as CurriculumData } from '../../transformers/resource_types'

/**
 * A session's curriculum on its page (the series context fills tutoring's `session.sections`
 * for the session's registrants, hosts and staff only). Stored rich text, rendered by the shared
 * renderer, which never outputs raw HTML.
 */
export default function Curriculum({ curriculum }: { curriculum: CurriculumData }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="session-curriculum">
      <Stack gap="xs">
        <Title order={2} size="h4" id="session-curriculum">
          Curriculum
        </Title>
        <Text size="sm" c="dimmed">
          {curriculum.title}
        </Text>
        {curriculum.content && <RichTextView content={curriculum.content} />}
        {curriculum.url && (
          <Anchor href={curriculum.url} target="_blank" rel="noopener noreferrer nofollow">
            Open the full curriculum
          </Anchor>
        )}
      </Stack>
    </Paper>
  )
}
