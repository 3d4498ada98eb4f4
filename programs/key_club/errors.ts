/** A refusal a member or staff can fix, with the field it belongs to (shown under that field). */
export class KeyClubInputError extends Error {
  constructor(
    readonly field: string,
    message: string
  ) {
    super(message)
  }
}
