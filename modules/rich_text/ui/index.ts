/*
 * The browser surface of the rich_text module (imported by other modules' ui/). The editor is
 * deferred: its code (Tiptap, ProseMirror, the toolbar; about 150 KB gzip) loads when a page first
 * shows an editor, so a page that only reads rich text does not carry it (issue 19).
 */
import { deferredComponent } from '~/lib/deferred_component'
import { EditorPlaceholder } from './editor_placeholder'

export const RichTextEditor = deferredComponent(() => import('./rich_text_editor').then((loaded) => loaded.RichTextEditor), EditorPlaceholder)
export type { RichTextEditorProps } from './rich_text_editor'
export { RichTextView } from './rich_text_view'
export type { MentionPerson } from './extensions'
export type { MentionSubject } from './mention_suggestions'
