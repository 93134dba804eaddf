/** A player's position at the table, 0..n-1 in turn order. Branded so a plain number is never taken for one. */
export type Seat = number & { readonly __brand: 'Seat' };

/** Whoever looks at a match: a seated player, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';

/** Brands a table position as a `Seat`. */
export function asSeat(position: number): Seat {
  return position as Seat;
}

/** Every seat of an n-player table, in turn order. */
export function allSeats(numPlayers: number): Seat[] {
  return Array.from({ length: numPlayers }, (_, i) => i as Seat);
}

/** The seat `steps` places after `seat`, wrapping around a table of `numPlayers`. */
export function seatAfter(seat: Seat, numPlayers: number, steps = 1): Seat {
  return (((seat + steps) % numPlayers) + numPlayers) % numPlayers as Seat;
}
