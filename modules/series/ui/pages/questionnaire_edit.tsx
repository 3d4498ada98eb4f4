import type { FormBlock } from '../../../forms/shared/index'
import { QuestionnaireEditorPage } from '../../../tutoring/ui/index'

type Props = { heading: string; intro: string; questions: FormBlock[]; saveUrl: string; back: { href: string; label: string } }

/**
 * series/questionnaire_edit — /series/{id}/questionnaire (the series' hosts) and
 * /series-templates/{id}[/sessions/{sessionTemplateId}]/questionnaire (Templates staff): issue 21 §3.
 */
export default function SeriesQuestionnaireEdit(props: Props) {
  return <QuestionnaireEditorPage {...props} />
}
