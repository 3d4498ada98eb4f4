/* The browser surface of the rich_text module (imported by other modules' ui/). */
export { RichTextEditor, type RichTextEditorProps } from './rich_text_editor'
export { RichTextView } from './rich_text_view'
export type { MentionPerson } from './extensions'
export type { MentionSubject } from './mention_suggestions'
