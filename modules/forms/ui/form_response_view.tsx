import type { ReactNode } from 'react'
import { Anchor, Code, List, Stack, Text } from '@mantine/core'
import dayjs from 'dayjs'
import type { RichTextContent } from '../../rich_text/shared/index'
import { RichTextView } from '../../rich_text/ui/index'
import type { UploadedFile } from '../../uploads/ui/index'
import { isNothing, takesInput, visibleBlocks, type FormBlock, type FormDefinition, type FormOption, type FormValues } from '../shared/index'

/** Stored URLs are our own upload paths; anything else (another origin, `javascript:`) is not linked. */
const ownPath = (url: unknown) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined)

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`

function optionLabel(options: FormOption[], value: unknown) {
  return options.find((option) => option.value === value)?.label ?? String(value)
}

/** A stored answer, shown as the person gave it. */
function Answer({ block, value, optionLabel: asyncLabel }: { block: FormBlock; value: unknown; optionLabel?: string }): ReactNode {
  switch (block.type) {
    case 'date':
      return dayjs(String(value)).format('D MMMM YYYY')
    case 'equation':
      return <Code>{String(value)}</Code>
    case 'radio':
    case 'select':
    case 'select-tab':
      return optionLabel(block.options, value)
    case 'select-async':
      return asyncLabel ?? String(value)
    case 'select-group':
      return optionLabel(block.options.flatMap((group) => group.items), value)
    case 'multi-checkbox':
    case 'multi-select':
    case 'multi-select-tab':
      return (value as string[]).map((item) => optionLabel(block.options, item)).join(', ')
    case 'time-range': {
      const [from, to] = value as [number, number]
      return `From ${hour(from)} to ${hour(to)}`
    }
    case 'rich-text':
      return <RichTextView content={value as RichTextContent} />
    case 'video':
      return (
        // A recording made in the form: there is no caption track to offer.
        <video src={ownPath(value)} controls preload="metadata" style={{ width: '100%', maxWidth: 480, borderRadius: 8 }} aria-label={block.label} />
      )
    case 'file-drop-zone':
      return (
        <List size="sm">
          {(value as UploadedFile[]).map((file) => (
            <List.Item key={file.userUploadId}>
              <Anchor href={ownPath(file.downloadUrl)} target="_blank" rel="noopener">
                {file.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )
    default:
      return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>
  }
}

/**
 * A stored response, read-only: each shown input block with its answer (rich text rendered, the
 * video playable, files linked). Blocks without an answer say so.
 */
export function FormResponseView({ definition, values, optionLabels = {} }: { definition: FormDefinition; values: FormValues; optionLabels?: Record<string, string> }) {
  return (
    <Stack component="dl" gap="md" m={0}>
      {visibleBlocks(definition, values)
        .filter(takesInput)
        .map((block) => (
          <div key={block.name}>
            <Text component="dt" fw={600} size="sm">
              {block.label}
            </Text>
            <Text component="dd" m={0} size="sm">
              {isNothing(values[block.name]) ? <Text span c="dimmed" size="sm">No answer</Text> : <Answer block={block} value={values[block.name]} optionLabel={optionLabels[block.name]} />}
            </Text>
          </div>
        ))}
    </Stack>
  )
}
