import type { FormBlock } from '../../../forms/shared/index'
import { QuestionnaireEditorPage } from '../components/questionnaire'

type Props = { heading: string; questions: FormBlock[]; saveUrl: string; back: string }

/** tutoring/questionnaire_edit — /session/{id}/questionnaire: the host edits the questions learners answer at registration (issue 21 §3). */
export default function SessionQuestionnaireEdit({ heading, questions, saveUrl, back }: Props) {
  return (
    <QuestionnaireEditorPage
      heading={heading}
      intro="Learners answer these questions when they register. You can change them until the session starts."
      questions={questions}
      saveUrl={saveUrl}
      back={{ href: back, label: 'Back to the session' }}
    />
  )
}
