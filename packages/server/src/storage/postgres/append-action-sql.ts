/**
 * One statement that appends an action with its effects (the room finished, a snapshot), so the
 * whole append is atomic without a transaction held open across round trips (a process frozen
 * mid-append then holds no lock). Parameters: $1 room, $2 seq, $3 seat, $4 action JSON, $5 source,
 * $6 at, $7 finished, $8 snapshot seq (or null), $9 snapshot state JSON, $10 snapshot hash; when
 * fenced also $11 owner and $12 fencing token. Answers one row `appended` (0 or 1).
 *
 * Fenced, the lease row is read `FOR SHARE`: a take-over (which updates that row) waits for the
 * append to commit, and an append that starts after a take-over sees the new token and writes
 * nothing. So a stale owner can never append, even one frozen for a long time and then woken.
 */
export function appendActionSql(fenced: boolean): string {
  const lease = fenced
    ? `lease AS (
        SELECT room_id FROM room_leases
        WHERE room_id = $1 AND owner = $11 AND token = $12 AND expires_at > now()
        FOR SHARE
      ),`
    : '';
  return `WITH ${lease}
    appended AS (
      INSERT INTO actions (room_id, seq, seat, action, source, at)
      SELECT $1::text, $2::integer, $3::integer, $4::text, $5::text, $6::bigint ${fenced ? 'FROM lease' : ''}
      RETURNING room_id
    ),
    finished AS (
      UPDATE rooms SET status = 'finished', finished_at = $6::bigint
      WHERE id = $1::text AND $7::boolean AND EXISTS (SELECT 1 FROM appended)
      RETURNING id
    ),
    snapshot AS (
      INSERT INTO snapshots (room_id, seq, state, hash)
      SELECT $1::text, $8::integer, $9::text, $10::text FROM appended WHERE $8::integer IS NOT NULL
      ON CONFLICT (room_id, seq) DO NOTHING
      RETURNING seq
    )
    SELECT count(*)::integer AS appended FROM appended`;
}
