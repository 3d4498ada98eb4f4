/* The fixed consent form's statements (form version parent-consent-v1; kept in each grant's evidence). */
export function parentStatements(learnerFirstName: string, programTitle: string) {
  return {
    confirmGuardian: `I am ${learnerFirstName}'s parent or legal guardian.`,
    confirmParticipation: `I agree that ${learnerFirstName} may take part in ${programTitle}: live online group sessions with volunteer tutors on Peerhaven.`,
    confirmRevocable: 'I understand I can withdraw this consent at any time from the guardian page, and that withdrawing stops future registrations.',
  }
}

export function assentStatement(programTitle: string) {
  return `I want to take part in ${programTitle}. I know my parent or guardian was asked too, and that I can stop at any time.`
}
