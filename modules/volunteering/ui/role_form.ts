import type { FormBlock } from '../../forms/shared/index'
import { applicationForm } from '../shared/index'

/**
 * The application form of a role as the page receives it. The generated prop type widens a
 * block's tuples (a time range's [from, to]) to arrays; defineForm checks the blocks again.
 */
export function roleApplicationForm(role: { id: number; omitGeneralQuestions: boolean; applicationFormBlocks: unknown[] }) {
  return applicationForm({ ...role, applicationFormBlocks: role.applicationFormBlocks as FormBlock[] })
}
