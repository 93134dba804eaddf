/** The three sides of identity mode (§1.1): the lord with the loyalists, the rebels, the spy. */
export type Side = 'crown' | 'rebels' | 'spy';

/** The side of a role token ("role:lord", "role:loyalist#1", "role:rebel#2", "role:spy#1"). */
export function sideOf(roleToken: string): Side {
  if (roleToken.startsWith('role:rebel')) return 'rebels';
  if (roleToken.startsWith('role:spy')) return 'spy';
  return 'crown';
}

/**
 * How much two roles want to hurt each other: 1 for open enemies (rebels against the crown), −1
 * for allies, and in between for the spy, who helps the crown against the rebels while both remain.
 */
export function enmity(a: string, b: string): number {
  const x = sideOf(a);
  const y = sideOf(b);
  if (x === y) return x === 'spy' ? 0 : -1;
  if (x === 'spy' || y === 'spy') return (x === 'rebels' || y === 'rebels') ? 0.5 : -0.3;
  return 1;
}
