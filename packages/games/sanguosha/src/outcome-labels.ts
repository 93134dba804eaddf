/** The outcome labels by result (English, for logs and tools; readers get `describeOutcome`'s words). */
export const OUTCOME_LABELS = { lord: 'Lord and loyalists win', rebels: 'Rebels win', spy: 'Spy wins', draw: 'Draw' } as const;
