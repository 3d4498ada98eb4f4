import { Typography } from '@mantine/core'
import { renderRichText, type RichTextContent } from '../shared/index.js'
import { DateTimeText } from './date_time_text'
import { KatexFormula } from './katex_formula'

const parts = {
  math: (latex: string, display: boolean) => <KatexFormula latex={latex} display={display} />,
  dateTime: (iso: string) => <DateTimeText iso={iso} />,
}

/**
 * Stored rich text, read (spec 001 §3.8): React elements built from the node tree by the shared
 * renderRichText, with KaTeX formulas and instants in the reader's time zone. Never HTML.
 */
export function RichTextView({ content }: { content: RichTextContent | null | undefined }) {
  return <Typography className="rich-text-view">{renderRichText(content, parts)}</Typography>
}
