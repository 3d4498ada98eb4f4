import { deferredComponent } from '~/lib/deferred_component'

/*
 * The questionnaire pieces a session or series page shows only when it has a questionnaire: their
 * code (the forms engine's inputs, the rich text editor among them) loads then, not with every
 * visitor's page (issue 19: it was 330 KB gzip of the session page's 550).
 */
const load = () => import('./questionnaire')

export const QuestionnaireModal = deferredComponent(() => load().then((loaded) => loaded.QuestionnaireModal))
export const OwnAnswersCard = deferredComponent(() => load().then((loaded) => loaded.OwnAnswersCard))
export const LearnerAnswers = deferredComponent(() => load().then((loaded) => loaded.LearnerAnswers))
export const QuestionnaireEditorPage = deferredComponent(() => load().then((loaded) => loaded.QuestionnaireEditorPage))
