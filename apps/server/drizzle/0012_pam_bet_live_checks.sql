-- A bet's checks of what can change while a session lives (issue 12, section 5), moved from
-- Node into the bet's own statement, so Node may keep a session's fixed part (member, game,
-- unit) in memory for a few seconds and a bet is one round trip: the session still live (not
-- replaced, not expired), the member's account open (not disabled, not an expired trial
-- account), no self-exclusion in force. pam_bet_refusal answers the first that fails, as a
-- PAM code or a PAM_ERR_BET_NOT_ALLOWED message, or null; the call passes "refused" to
-- pam_bet (0008), which answers it only after the replay and marker checks, as before.

-- The self-exclusion rule of the protection module (responsible-gambling.repository.ts,
-- activeExclusion): one that has started and has not ended (no end: permanent).
CREATE FUNCTION member_self_excluded(p_member_id bigint, p_at timestamptz)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM self_exclusions x
    WHERE x.member_id = p_member_id AND x.starts_at <= p_at
      AND (x.ends_at IS NULL OR x.ends_at > p_at))
$$;
--> statement-breakpoint
CREATE FUNCTION pam_bet_refusal(p_session_id bigint, p_member_id bigint, p_at timestamptz)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_live record;
BEGIN
  SELECT s.status AS session_status, s.expires_at AS session_ends, m.status AS member_status,
    m.expires_at AS member_ends
  INTO v_live
  FROM game_sessions s JOIN members m ON m.id = s.member_id
  WHERE s.id = p_session_id AND s.member_id = p_member_id;
  IF NOT FOUND OR v_live.session_status = 'replaced' OR v_live.session_ends <= p_at THEN
    RETURN 'PAM_ERR_SESSION_EXPIRED';
  END IF;
  IF v_live.member_status <> 'active' OR v_live.member_ends <= p_at THEN
    RETURN 'account disabled';
  END IF;
  IF member_self_excluded(p_member_id, p_at) THEN
    RETURN 'player is self-excluded';
  END IF;
  RETURN NULL;
END $$;
