/**
 * A plain mutable-JavaScript reference for Regicide's random playouts: the same rules as
 * `src/rules` (spec §1-§4, solo variant included), but one game object changed in place, cards as
 * small integers, legal actions as hand-index bit masks in a reused buffer, no views, no events, no
 * immutability. It exists only to price Tavern's rules: `bench/ratio.ts` divides Tavern's random
 * playout rate by this one's. It is not a second implementation of the game for any other use.
 *
 * Cards: code = rank * 4 + suit (rank 1 Ace .. 13 King; suit H 0, D 1, C 2, S 3); the two Jesters
 * are codes 0 and 1 (rank 0, value 0).
 */

const VALUE = new Int32Array(56);
for (let code = 4; code < 56; code++) {
  const rank = code >> 2;
  VALUE[code] = rank <= 10 ? rank : rank === 11 ? 10 : rank === 12 ? 15 : 20;
}

const HEARTS = 0;
const DIAMONDS = 1;
const CLUBS = 2;
const SPADES = 3;

/** Legal-action kinds in the buffer. */
const PLAY = 0;
const YIELD = 1;
const DEFEND = 2;
const CHOOSE = 3;
const POWER = 4;

const PLAYING = 0;
const DEFENDING = 1;
const CHOOSING = 2;
const OVER = 3;

/** sfc32, inlined: the reference's own randomness (it need not follow Tavern's seeds). */
class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed | 0;
    for (let i = 0; i < 15; i++) this.next();
  }
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  shuffle(list: number[], from: number, to: number): void {
    for (let i = to - 1; i > from; i--) {
      const j = from + this.int(i - from + 1);
      const t = list[i] as number;
      list[i] = list[j] as number;
      list[j] = t;
    }
  }
}

/** One game, changed in place. */
export class ReferenceGame {
  players = 2;
  maxHand = 7;
  hands: number[][] = [];
  castle: number[] = [];
  enemy = -1;
  damage = 0;
  shield = 0;
  cancelled = false;
  inPlay: number[] = [];
  tavern: number[] = [];
  discard: number[] = [];
  current = 0;
  phase = PLAYING;
  pending = 0;
  yielded: boolean[] = [];
  powers = 0;
  /** The legal actions of the current decision: kinds[i] with masks[i] (hand bits, or a seat). */
  readonly kinds = new Int32Array(512);
  readonly masks = new Int32Array(512);
  count = 0;

  constructor(private readonly rng: Random) {}

  setup(players: number): void {
    const rng = this.rng;
    this.players = players;
    this.maxHand = 9 - players;
    this.castle.length = 0;
    for (let rank = 11; rank <= 13; rank++) {
      const from = this.castle.length;
      for (let suit = 0; suit < 4; suit++) this.castle.push(rank * 4 + suit);
      rng.shuffle(this.castle, from, from + 4);
    }
    this.tavern.length = 0;
    for (let code = 4; code < 44; code++) this.tavern.push(code);
    if (players >= 3) this.tavern.push(0);
    if (players >= 4) this.tavern.push(1);
    rng.shuffle(this.tavern, 0, this.tavern.length);
    // Hands and flags are reused from game to game (only grown when the table does).
    while (this.hands.length < players) this.hands.push([]);
    this.hands.length = players;
    this.yielded.length = players;
    for (let p = 0; p < players; p++) {
      (this.hands[p] as number[]).length = 0;
      this.yielded[p] = false;
    }
    let top = 0;
    for (let round = 0; round < this.maxHand; round++) {
      for (let p = 0; p < players; p++) (this.hands[p] as number[]).push(this.tavern[top++] as number);
    }
    this.tavern.splice(0, top);
    this.enemy = this.castle.shift() as number;
    this.damage = 0;
    this.shield = 0;
    this.cancelled = false;
    this.inPlay.length = 0;
    this.discard.length = 0;
    this.current = 0;
    this.phase = PLAYING;
    this.pending = 0;
    this.powers = players === 1 ? 2 : 0;
  }

  over(): boolean {
    return this.phase === OVER;
  }

  private add(kind: number, mask: number): void {
    this.kinds[this.count] = kind;
    this.masks[this.count] = mask;
    this.count++;
  }

  private canYield(): boolean {
    if (this.players < 2) return false;
    for (let p = 0; p < this.players; p++) if (p !== this.current && !this.yielded[p]) return true;
    return false;
  }

  /** Fills the legal-action buffer; returns how many there are. */
  legal(): number {
    this.count = 0;
    const hand = this.hands[this.current] as number[];
    const n = hand.length;
    if (this.phase === PLAYING) {
      for (let i = 0; i < n; i++) {
        this.add(PLAY, 1 << i);
        const card = hand[i] as number;
        if (card >> 2 !== 1) continue;
        for (let j = 0; j < n; j++) {
          const partner = hand[j] as number;
          if (j === i || partner < 4) continue;
          if (partner >> 2 !== 1 || j > i) this.add(PLAY, (1 << i) | (1 << j));
        }
      }
      for (let rank = 2; rank <= 5; rank++) {
        let same = 0;
        let size = 0;
        for (let i = 0; i < n; i++) {
          if ((hand[i] as number) >> 2 !== rank) continue;
          same |= 1 << i;
          size++;
        }
        if (size < 2) continue;
        const most = Math.floor(10 / rank);
        // Every sub-mask of `same` with 2..most bits.
        for (let sub = same; sub !== 0; sub = (sub - 1) & same) {
          let bits = 0;
          for (let m = sub; m !== 0; m &= m - 1) bits++;
          if (bits >= 2 && bits <= most) this.add(PLAY, sub);
        }
      }
      if (this.canYield()) this.add(YIELD, 0);
      if (this.powers > 0) this.add(POWER, 0);
    } else if (this.phase === DEFENDING) {
      let total = 0;
      for (let i = 0; i < n; i++) total += VALUE[hand[i] as number] as number;
      if (total >= this.pending) this.defences(hand);
      if (this.powers > 0) this.add(POWER, 0);
    } else if (this.phase === CHOOSING) {
      for (let p = 0; p < this.players; p++) this.add(CHOOSE, p);
    }
    return this.count;
  }

  /** Hand indices by descending value, and their values, for the discard search. */
  private readonly order = new Int32Array(16);
  private readonly values = new Int32Array(16);
  private size = 0;

  /** Every set S with sum(S) ≥ D and sum(S) − max(S) < D: pick the top card, then lower ones. */
  private defences(hand: number[]): void {
    const { order, values } = this;
    this.size = hand.length;
    for (let i = 0; i < hand.length; i++) {
      const value = VALUE[hand[i] as number] as number;
      let j = i - 1;
      for (; j >= 0 && (values[j] as number) < value; j--) {
        values[j + 1] = values[j] as number;
        order[j + 1] = order[j] as number;
      }
      values[j + 1] = value;
      order[j + 1] = i;
    }
    for (let m = 0; m < this.size; m++) {
      const top = values[m] as number;
      if (top === 0) break;
      this.lower(m + 1, 0, this.pending - top, 1 << (order[m] as number));
    }
  }

  private lower(from: number, sum: number, low: number, mask: number): void {
    if (sum >= low) this.add(DEFEND, mask);
    for (let k = from; k < this.size; k++) {
      const next = sum + (this.values[k] as number);
      if (next < this.pending) this.lower(k + 1, next, low, mask | (1 << (this.order[k] as number)));
    }
  }

  /** Takes the legal action at `index` of the buffer. */
  act(index: number): void {
    const kind = this.kinds[index] as number;
    const mask = this.masks[index] as number;
    if (kind === PLAY) this.play(mask);
    else if (kind === YIELD) {
      this.yielded[this.current] = true;
      this.sufferDamage();
    } else if (kind === DEFEND) {
      this.takeFromHand(mask, this.discard);
      this.startTurn((this.current + 1) % this.players);
    } else if (kind === CHOOSE) this.startTurn(mask);
    else if (kind === POWER) this.usePower();
  }

  /** Moves the hand cards of `mask` onto `to`; returns nothing, keeps the rest in order. */
  private takeFromHand(mask: number, to: number[]): void {
    const hand = this.hands[this.current] as number[];
    let kept = 0;
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i] as number;
      if ((mask & (1 << i)) !== 0) to.push(card);
      else hand[kept++] = card;
    }
    hand.length = kept;
  }

  private play(mask: number): void {
    const from = this.inPlay.length;
    this.takeFromHand(mask, this.inPlay);
    this.yielded[this.current] = false;
    let value = 0;
    let suits = 0;
    for (let i = from; i < this.inPlay.length; i++) {
      const card = this.inPlay[i] as number;
      if (card < 4) {
        this.cancelled = true;
        this.phase = CHOOSING;
        return;
      }
      value += VALUE[card] as number;
      suits |= 1 << (card & 3);
    }
    const active = this.cancelled ? suits : suits & ~(1 << (this.enemy & 3));
    if ((active & (1 << HEARTS)) !== 0) this.heal(value);
    if ((active & (1 << DIAMONDS)) !== 0) this.draw(value);
    if ((suits & (1 << SPADES)) !== 0) this.shield += value;
    this.damage += (active & (1 << CLUBS)) !== 0 ? value * 2 : value;
    const health = ((this.enemy >> 2) - 9) * 10;
    if (this.damage < health) this.sufferDamage();
    else this.defeat(this.damage === health);
  }

  private heal(value: number): void {
    const discard = this.discard;
    const count = Math.min(value, discard.length);
    for (let i = 0; i < count; i++) {
      const j = this.rng.int(discard.length);
      this.tavern.push(discard[j] as number);
      discard.splice(j, 1);
    }
  }

  private draw(value: number): void {
    let seat = this.current;
    for (let taken = 0; taken < value && this.tavern.length > 0; taken++) {
      let found = -1;
      for (let k = 0; k < this.players; k++) {
        const candidate = (seat + k) % this.players;
        if ((this.hands[candidate] as number[]).length < this.maxHand) {
          found = candidate;
          break;
        }
      }
      if (found < 0) return;
      (this.hands[found] as number[]).push(this.tavern.shift() as number);
      seat = (found + 1) % this.players;
    }
  }

  private defeat(exact: boolean): void {
    for (const card of this.inPlay) this.discard.push(card);
    this.inPlay.length = 0;
    if (exact) this.tavern.unshift(this.enemy);
    else this.discard.push(this.enemy);
    const next = this.castle.shift();
    if (next === undefined) {
      this.phase = OVER;
      return;
    }
    this.enemy = next;
    this.damage = 0;
    this.shield = 0;
    this.cancelled = false;
    this.startTurn(this.current);
  }

  private sufferDamage(): void {
    const shield = !this.cancelled && (this.enemy & 3) === SPADES ? 0 : this.shield;
    const attack = ((this.enemy >> 2) - 9) * 5 - shield;
    if (attack <= 0) {
      this.startTurn((this.current + 1) % this.players);
      return;
    }
    this.phase = DEFENDING;
    this.pending = attack;
    this.checkCoverable();
  }

  private checkCoverable(): void {
    let total = 0;
    for (const card of this.hands[this.current] as number[]) total += VALUE[card] as number;
    if (total < this.pending && this.powers === 0) this.phase = OVER;
  }

  private startTurn(seat: number): void {
    this.current = seat;
    this.phase = PLAYING;
    this.pending = 0;
    if ((this.hands[seat] as number[]).length > 0) return;
    if (this.players === 1 ? this.powers === 0 : !this.canYield()) this.phase = OVER;
  }

  private usePower(): void {
    const hand = this.hands[this.current] as number[];
    for (const card of hand) this.discard.push(card);
    hand.length = 0;
    this.powers--;
    while (hand.length < this.maxHand && this.tavern.length > 0) hand.push(this.tavern.shift() as number);
    if (this.phase === DEFENDING) this.checkCoverable();
    else this.startTurn(this.current);
  }
}

/** Plays one uniformly random game; returns its decisions, and adds each decision's legal count to `legalSeen`. */
export function referencePlayout(game: ReferenceGame, rng: { int(n: number): number }, players: number, legalSeen: number[]): number {
  game.setup(players);
  let decisions = 0;
  while (!game.over()) {
    const count = game.legal();
    legalSeen[0] = (legalSeen[0] ?? 0) + count;
    game.act(rng.int(count));
    decisions++;
  }
  return decisions;
}

/** A reference game with its own random stream. */
export function referenceGame(seed: number): { game: ReferenceGame; rng: Random } {
  const rng = new Random(seed);
  return { game: new ReferenceGame(rng), rng };
}
